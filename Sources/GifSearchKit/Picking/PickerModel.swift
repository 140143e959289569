import RxCore

/// The picker without its terminal: inputs in, view states out, and every pipeline of the
/// picker inside. Typing edits the query, which is searched once typing pauses
/// (`SearchAsYouType`), with suggestions completing it; moving to the last row loads the next
/// page; the selected GIF is decoded and `render`ed for the preview area as the selection and
/// the area change (newer ones cancel older ones); Ctrl-D downloads the choice; Ctrl-Y copies
/// it, ended by `clipboard`; opening is an effect for the view. A missing or rejected key is asked for in the status line
/// and the request tried again with the key typed. The person's recent GIFs show above the
/// results of a blank query, Ctrl-S stars, and with `library` the picker lists the person's
/// library instead, filtered at every keystroke without a request.
///
/// Everything happens on `scheduler`, which must be serial: state changes, and the states
/// delivered. Rendering runs on `renderScheduler`.
public final class PickerModel<Preview: Sendable>: @unchecked Sendable {
    /// What the command line asked for.
    public struct Configuration: Sendable {
        public var query: String
        public var kind: MediaKind
        public var rating: Rating?
        public var multi: Bool
        public var rendition: RenditionChoice
        /// Where Ctrl-D downloads to.
        public var directory: String
        /// Whether Ctrl-D replaces a file with other contents at a GIF's name.
        public var replacesFiles: Bool
        /// The form Ctrl-Y copies in, and the rendition it copies.
        public var copy: CopyForm
        public var copyRendition: RenditionChoice
        /// Where GIFs copied as files go.
        public var copiedFolder: CopiedFolder
        /// Whether a missing or rejected key may be asked for.
        public var asksForKey: Bool
        /// Whether the picker lists the person's library (filtered as typed, without a request)
        /// instead of searching.
        public var library: Bool

        public init(
            query: String, kind: MediaKind = .gifs, rating: Rating? = nil, multi: Bool = false,
            rendition: RenditionChoice = .original, directory: String = ".", replacesFiles: Bool = false,
            copy: CopyForm = .url,
            copyRendition: RenditionChoice = .original, copiedFolder: CopiedFolder = CopiedFolder(path: "."),
            asksForKey: Bool = true, library: Bool = false
        ) {
            self.query = query
            self.kind = kind
            self.rating = rating
            self.multi = multi
            self.rendition = rendition
            self.directory = directory
            self.replacesFiles = replacesFiles
            self.copy = copy
            self.copyRendition = copyRendition
            self.copiedFolder = copiedFolder
            self.asksForKey = asksForKey
            self.library = library
        }
    }

    /// How many rows after the selected one have their previews fetched ahead.
    static var previewsAhead: Int { 2 }
    /// How many downloads Ctrl-D runs at once.
    static var downloadParallelism: Int { 4 }
    /// How many recent GIFs show above trending.
    static var recentLimit: Int { 10 }
    /// The most GIFs of the library listed at once.
    static var libraryLimit: Int { 200 }

    let source: PickerSource
    let configuration: Configuration
    let scheduler: SchedulerType
    let renderScheduler: ImmediateSchedulerType
    let render: @Sendable (DecodedGIF, _ columns: Int, _ rows: Int) -> Preview?
    let clipboard: ClipboardStep
    let retries: Observable<(SearchFailure, Double)>
    let debounce: RxTimeInterval
    let effectSubject = PublishSubject<PickerEffect>()

    /// A model asking `source`; `render` draws a decoded GIF for a preview area of `columns` ×
    /// `rows` cells (`nil`: it cannot be drawn); `clipboard` puts copies on the clipboard;
    /// `retries` tells of requests retried.
    public init(
        source: PickerSource, configuration: Configuration, scheduler: SchedulerType,
        renderScheduler: ImmediateSchedulerType,
        render: @escaping @Sendable (DecodedGIF, _ columns: Int, _ rows: Int) -> Preview?,
        clipboard: @escaping ClipboardStep,
        retries: Observable<(SearchFailure, Double)> = .never(),
        debounce: RxTimeInterval = SearchAsYouType.debounce
    ) {
        self.source = source
        self.configuration = configuration
        self.scheduler = scheduler
        self.renderScheduler = renderScheduler
        self.render = render
        self.clipboard = clipboard
        self.retries = retries
        self.debounce = debounce
    }

    /// What the view is asked to do: open pages.
    public var effects: Observable<PickerEffect> { effectSubject.asObservable() }

    /// The states of a picker run by `inputs`: one at once, one after each change, and the
    /// last with its `outcome`, after which the sequence completes. Subscribing starts the
    /// searches; disposing stops everything.
    public func states(_ inputs: Observable<PickerInput>) -> Observable<PickerViewState<Preview>> {
        Observable.create { observer in
            let run = PickerRun(model: self, observer: observer)
            run.start(inputs)
            return Disposables.create { run.stop() }
        }
    }

    func fetch(
        _ query: String, page: String?, askKey: @escaping @Sendable (SearchFailure) -> Observable<String?>
    )
        -> Observable<ResultPage>
    {
        source.retryingWithNewKey(
            source.page(of: query, kind: configuration.kind, page: page, rating: configuration.rating), askKey: askKey)
    }
}
