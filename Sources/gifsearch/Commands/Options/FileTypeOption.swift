import ArgumentParser
import GifSearchKit

/// `--type gif|mp4|webp`: the type of file a copy as a file is, for chats that take videos.
struct FileTypeOption: ParsableArguments {
    @Option(
        name: .customLong("type"),
        help: """
            Copy a file of this type: the largest rendition of it within --max-size (an MP4 is \
            usually much smaller than its GIF); a GIF, said in one line, where the provider has none. \
            Default: the config file's 'copy_type = ...', else gif.
            """)
    var value: MediaFileType?

    /// The type a copy in `form` is: for a file, the type asked for, else the config file's
    /// `copy_type`, else a GIF; text is a GIF's URL.
    func type(copyingAs form: CopyForm, config: [String: String], in context: CommandContext) throws -> MediaFileType {
        guard form == .file else { return .gif }
        return try value
            ?? context.attempt { () throws(SearchFailure) in
                try MediaFileType.configured(config: config, environment: context.environment)
            }
    }

    /// Refuses a type with a form that is no file, or with a rendition named.
    func validate(form: CopyForm?, rendition: RenditionOption) throws {
        guard value != nil else { return }
        if let form, form != .file { throw ValidationError("--type applies to files: use it with --as file") }
        if rendition.value != nil { throw ValidationError("--type and --rendition cannot be combined") }
    }
}

extension MediaFileType: ExpressibleByArgument {}
