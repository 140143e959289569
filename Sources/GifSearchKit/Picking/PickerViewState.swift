/// Everything the picker's view draws, as the model made it.
public struct PickerViewState<Preview: Sendable>: Sendable {
    /// The results, the selection and the marks.
    public internal(set) var list: PickerState
    public internal(set) var editor: QueryEditor
    public internal(set) var status = PickerStatus.none
    /// Terms completing the query as it stands (the query itself left out).
    public internal(set) var suggestions: [String] = []
    /// The selected GIF drawn for the preview area, with a number that changes with each new
    /// rendering (an animation starts anew when it does).
    public internal(set) var preview: (serial: Int, picture: Preview)?
    /// The rows the list shows.
    public internal(set) var listRows = 1
    /// An API key typed at the prompt that worked, and whose it is: offered for saving.
    public internal(set) var workingKey: (key: String, provider: ProviderName)?
    /// Whether an API key is being asked for: what is typed goes to it.
    public internal(set) var isAskingForKey = false
    /// Set once the picker ended.
    public internal(set) var outcome: PickerOutcome?

    /// The state before anything happened: `query` in the editor, no results.
    public init(query: String) {
        list = PickerState(query: query)
        editor = QueryEditor(query)
    }
}
