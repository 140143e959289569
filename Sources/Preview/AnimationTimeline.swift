import RxCore

/// Plays an animation on a scheduler's clock. Frames are handed in as they are decoded and
/// drawn at the start of their play plus the effective delays before them (`AnimationClock`).
///
/// - A frame whose successor is ready and already due is dropped, never queued.
/// - A frame decoded after its time is drawn as soon as it is ready.
/// - Plays repeat `plays` times (`nil`: forever), each starting where the previous one ended; a
///   single frame is drawn once.
///
/// All state is touched only by work running on the scheduler, which must be serial: the public
/// methods just schedule that work, and `draw` and `finished` are called there.
public final class AnimationTimeline<Item: Sendable>: @unchecked Sendable {
    private let scheduler: SchedulerType
    private let plays: Int?
    private let draw: @Sendable (Item) -> Void
    private let finished: @Sendable () -> Void
    private var items: [Item] = []
    private var clock = AnimationClock(effectiveDelays: [])
    /// Whether every frame has been handed in.
    private var complete = false
    private var playsDone = 0
    /// Scheduler time at which the current play started.
    private var playStart = 0.0
    /// The frame (or the end of the play) whose time came before it was ready.
    private var waiting: Int?
    /// Whether `stop()` ended the play early.
    private var stopped = false
    /// Whether the play under way ends the timeline whatever `plays` says.
    private var isLastPlay = false

    /// A timeline drawing on `scheduler`; `finished` is called after the last play.
    public init(
        scheduler: SchedulerType, plays: Int?, draw: @escaping @Sendable (Item) -> Void,
        finished: @escaping @Sendable () -> Void
    ) {
        self.scheduler = scheduler
        self.plays = plays
        self.draw = draw
        self.finished = finished
    }

    /// Hands in the next frame, shown for `effectiveDelay` centiseconds. The first one starts
    /// the clock and is drawn at once.
    public func append(_ item: Item, effectiveDelay: Int) {
        onScheduler { timeline in
            timeline.items.append(item)
            timeline.clock.append(effectiveDelay: effectiveDelay)
            if timeline.items.count == 1 {
                timeline.playStart = timeline.scheduler.now
                timeline.tick(0)
            } else {
                timeline.resumeIfWaiting(for: timeline.items.count - 1)
            }
        }
    }

    /// Says that every frame has been handed in, so that the play can end and start again
    /// (with no frames at all, there is nothing to play and the timeline finishes); with
    /// `lastPlay` (the frames stopped arriving early) the play under way is the last.
    public func finishAppending(lastPlay: Bool = false) {
        onScheduler { timeline in
            timeline.complete = true
            timeline.isLastPlay = lastPlay
            if timeline.items.isEmpty { return timeline.finished() }
            timeline.resumeIfWaiting(for: timeline.items.count)
        }
    }

    /// Ends the play now: nothing more is drawn, and `finished` is not called.
    public func stop() {
        onScheduler { $0.stopped = true }
    }

    private func onScheduler(_ work: @escaping @Sendable (AnimationTimeline) -> Void) {
        _ = scheduler.schedule(self) { timeline in
            work(timeline)
            return Disposables.create()
        }
    }

    /// A frame that was waited for is ready: its turn comes as soon as the work already
    /// scheduled (frames handed in at the same moment) has run.
    private func resumeIfWaiting(for index: Int) {
        guard waiting == index else { return }
        waiting = nil
        onScheduler { $0.tick(index) }
    }

    /// Frame `index`'s time has come (`index == items.count` once complete: the play's end).
    private func tick(_ index: Int) {
        guard !stopped else { return }
        var index = index
        while clock.isLate(index, at: scheduler.now - playStart) { index += 1 }
        guard index < items.count else {
            if complete { endPlay() } else { waiting = index }
            return
        }
        draw(items[index])
        let next = index + 1
        let delay = playStart + clock.dueTime(of: next) - scheduler.now
        _ = scheduler.scheduleRelative(self, dueTime: .nanoseconds(Int(max(0, delay) * 1e9))) { timeline in
            timeline.tick(next)
            return Disposables.create()
        }
    }

    /// Starts the next play where this one ended (or now, when more than a play behind), or
    /// finishes; a single frame is a still, drawn once.
    private func endPlay() {
        playsDone += 1
        if let plays, playsDone >= plays { return finished() }
        if isLastPlay || items.count == 1 { return finished() }
        playStart += clock.playDuration
        if scheduler.now - playStart > clock.playDuration { playStart = scheduler.now }
        tick(0)
    }
}
