import ArgumentParser
import Dispatch
import GifSearchKit
import RxCore

/// A gifsearch command: parsed by swift-argument-parser, run against a `CommandContext`.
protocol GifsearchCommand: ParsableCommand {
    func run(in context: CommandContext) throws
}

extension Gifsearch {
    /// Parses `arguments` (without the program's name) and runs the command they name against
    /// `context`; the exit status. Usage errors are one line and exit 2 (DESIGN §8; the parser's
    /// own code for them is 64); help and the version exit 0. The services the command made
    /// then have `actionGrace` seconds in all to finish telling providers what the person did.
    static func run(_ arguments: [String], in context: CommandContext) -> Int32 {
        let made = LockedState([GifSearchService]())
        var context = context
        context.makeService = { [makeService = context.makeService] settings in
            let service = makeService(settings)
            made.withLock { $0.append(service) }
            return service
        }
        defer {
            let deadline = DispatchTime.now() + actionGrace
            for service in made.withLock({ $0 }) { service.finishRegistering(by: deadline) }
        }
        return runCommand(arguments, in: context)
    }

    /// How long a command's last action calls may hold up its exit.
    static let actionGrace = 0.2

    private static func runCommand(_ arguments: [String], in context: CommandContext) -> Int32 {
        if arguments.isEmpty {
            context.errors.write(shortHelp)
            return ReportedFailure.usage.status.rawValue
        }
        do {
            let command = try command(for: arguments)
            if let command = command as? GifsearchCommand {
                try command.run(in: context)
            } else {
                var command = command
                try command.run()
            }
            return ExitStatus.success.rawValue
        } catch let failure as ReportedFailure {
            return failure.status.rawValue
        } catch let failure as SearchFailure {
            return context.fail(failure).status.rawValue
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                context.error("\(usageLine(message(for: error))) (\(usageHint))")
                return ReportedFailure.usage.status.rawValue
            }
            let text = fullMessage(for: error)
            if !text.isEmpty { (code == .success ? context.output : context.errors).write(text + "\n") }
            return code.rawValue
        }
    }
}
