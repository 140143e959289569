extension ObservableType {
    /// Combines the n-th elements of both sequences with `resultSelector`; completes as soon as
    /// a completed source has no buffered element left to pair.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        CombineSink.observable(mode: .zip, [source1.erased(), source2.erased()]) { values in
            // Safe: position i always holds an element of source i.
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
        }
    }

    /// Combines the n-th elements of three sequences with `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        CombineSink.observable(mode: .zip, [source1.erased(), source2.erased(), source3.erased()]) { values in
            // Safe: position i always holds an element of source i.
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
        }
    }

    /// Combines the n-th elements of all sequences with `resultSelector`.
    public static func zip<C: Collection>(
        _ sources: C, resultSelector: @escaping ([C.Element.Element]) throws -> Element
    )
        -> Observable<Element> where C.Element: ObservableType
    {
        CombineSink.observable(mode: .zip, sources.map { $0.erased() }) { values in
            // Safe: every position holds an element of a source of this element type.
            try resultSelector(values.map { $0 as! C.Element.Element })
        }
    }

    /// The n-th elements of all sequences, as arrays.
    public static func zip<C: Collection>(_ sources: C) -> Observable<[Element]>
    where C.Element: ObservableType, C.Element.Element == Element {
        Observable<[Element]>.zip(sources) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// The n-th elements of both sequences, as pairs.
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)>
    {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }

    /// The n-th elements of three sequences, as triples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType {
    /// This sequence with its elements as `Any`, for the operators that combine sequences of
    /// different element types.
    func erased() -> Observable<Any> {
        map { $0 as Any }
    }
}
