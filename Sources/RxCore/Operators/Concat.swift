extension ObservableType {
    /// This sequence's events, then, after it completed, those of `second`.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// The given sequences one after another, each subscribed when the previous completed.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }

    /// The given sequences one after another, each subscribed when the previous completed.
    public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable.from(sources).concat()
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// The inner sequences one after another, each subscribed when the previous completed.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}
