extension ProviderProfile {
    /// The person's own folders: ids typed `local:…` (a content id), one rendition (the file),
    /// answered from the index on this machine with no key and no request.
    static let local = ProviderProfile(
        displayName: "your folders",
        choiceHelp: "your own folders of GIFs (gifsearch folder add)",
        idPrefix: "local:",
        isValidID: { id in
            id.utf8.count == 32 && id.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
        },
        formats: { _ in [LocalProvider.rendition] },
        capabilities: [],
        source: .machine(makeProvider: { settings in
            LocalProvider(indexPath: settings.localIndexPath, onOpen: settings.onLocalIndexOpen)
        }))
}
