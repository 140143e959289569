extension Array where Element == String {
    /// The words as a sentence says them: "giphy, klipy or auto".
    public var spokenList: String {
        guard count > 1 else { return joined() }
        return dropLast().joined(separator: ", ") + " or " + self[count - 1]
    }
}
