/// The integer types that `timer` and `interval` count with.
public typealias RxAbstractInteger = FixedWidthInteger & Sendable

extension ObservableType where Element: RxAbstractInteger {
    /// Emits `0` after `dueTime`, then, with a `period`, `1`, `2`, … every period; without one it
    /// completes after the first element.
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: SchedulerType
    ) -> Observable<Element> {
        Observable { observer in
            let sink = Sink(observer: observer)
            if let period {
                sink.setUpstream(
                    scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                        sink.forwardNext(count)
                        return count &+ 1
                    })
            } else {
                sink.setUpstream(
                    scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                        sink.forwardNext(0)
                        sink.forwardTerminal(.completed)
                        return Disposables.create()
                    })
            }
            return sink
        }
    }

    /// Emits `0`, `1`, `2`, … every `period`, the first after one period.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
