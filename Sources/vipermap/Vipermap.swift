import ArgumentParser
import Foundation
import ViperMap
import ViperMapIO

struct Vipermap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vipermap",
        abstract: "Map a VIPER iOS app from its Swift source: modules, contracts, navigation, dependencies.",
        version: ViperMapVersion.current,
        subcommands: [Scan.self, Render.self, Docs.self, Diff.self, Path.self, Check.self]
    )

    /// Runs the command line. Exit codes (SPEC.md): 0 success, 1 findings, 2 usage or input error.
    static func runAndExit() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch let error as InputError {
            FileHandle.standardError.write(Data("vipermap: \(error.message)\n".utf8))
            Foundation.exit(2)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

/// Messages and progress go to stderr; `--quiet` silences them.
struct Console {
    var quiet: Bool

    func say(_ text: String) {
        guard !quiet else { return }
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    var showsProgress: Bool { !quiet && isatty(2) == 1 }
}
