import Foundation
import SwiftParser
import SwiftSyntax
import ViperMapModel

/// Reads a Swift package's `Package.swift` as syntax, without running it: its targets (`.target`,
/// `.executableTarget`, `.testTarget`, `.macro`, `.plugin`), their paths, `sources:` and
/// `exclude:`, their dependencies, and the products that export them. A manifest that builds its
/// targets in code (loops, variables, conditions) is read as far as its literal calls go: the targets
/// it names outright.
public enum PackageManifestReader {
    /// - Parameter manifestPath: the `Package.swift`, relative to the scan root.
    public static func read(_ text: String, manifestPath: String) -> ProjectDocument {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: text))
        let folder = ProjectPath.folder(manifestPath)
        var document = ProjectDocument(path: manifestPath, format: .package)
        for declared in visitor.targets {
            let kind: BuildTarget.Kind
            switch declared.function {
            case "testTarget": kind = .tests
            case "target", "executableTarget": kind = .package
            default: kind = .other  // macros and plugins run at build time: not the app's code
            }
            let defaultPath = (kind == .tests ? "Tests/" : "Sources/") + declared.name
            guard let path = ProjectPath.join(folder, declared.path ?? defaultPath) else { continue }
            var target = BuildTarget(name: declared.name, kind: kind, declaredIn: manifestPath)
            target.productNames = ([declared.name] + visitor.products.filter { $0.targets.contains(declared.name) }.map(\.name)).uniquedSorted()
            if let sources = declared.sources {
                target.members = sources.compactMap { ProjectPath.join(path, $0) }.map { .folder($0, except: declared.exclude) }
            } else {
                target.members = [.folder(path, except: declared.exclude)]
            }
            target.dependencies = declared.dependencies.uniquedSorted()
            document.targets.append(target)
        }
        if visitor.targets.isEmpty {
            document.diagnostics.append(Diagnostic(severity: .info, file: manifestPath,
                message: "no targets named outright in the manifest (it is read, not run); its folders are scanned as plain folders"))
        }
        return document
    }

    struct DeclaredTarget {
        var function: String
        var name: String
        var path: String?
        var sources: [String]?
        var exclude: [String] = []
        var dependencies: [String] = []
    }

    private final class Visitor: SyntaxVisitor {
        static let targetFunctions: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]
        var targets: [DeclaredTarget] = []
        var products: [(name: String, targets: [String])] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            let function = member.declName.baseName.text
            let arguments = Dictionary(node.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression) } },
                                       uniquingKeysWith: { first, _ in first })
            guard let name = arguments["name"].flatMap(Self.string) else { return .visitChildren }
            if Self.targetFunctions.contains(function), member.base == nil || member.base?.trimmedDescription == "Target" {
                // `.target(name:)` inside a target's dependencies names a dependency, not a target.
                guard !isInsideDependencies(node) else { return .visitChildren }
                var target = DeclaredTarget(function: function, name: name)
                target.path = arguments["path"].flatMap(Self.string)
                target.sources = arguments["sources"].map(Self.strings)
                target.exclude = arguments["exclude"].map(Self.strings) ?? []
                if let list = arguments["dependencies"]?.as(ArrayExprSyntax.self) {
                    target.dependencies = list.elements.compactMap { Self.dependencyName($0.expression) }
                }
                targets.append(target)
                return .skipChildren
            }
            if ["library", "executable"].contains(function), let list = arguments["targets"] {
                products.append((name, Self.strings(list)))
            }
            return .visitChildren
        }

        private func isInsideDependencies(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let syntax = current {
                if let argument = syntax.as(LabeledExprSyntax.self), argument.label?.text == "dependencies" { return true }
                current = syntax.parent
            }
            return false
        }

        static func string(_ expression: ExprSyntax) -> String? {
            guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                  let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
            return segment.content.text
        }

        static func strings(_ expression: ExprSyntax) -> [String] {
            expression.as(ArrayExprSyntax.self)?.elements.compactMap { string($0.expression) } ?? []
        }

        /// `"Core"`, `.target(name: "Core")`, `.product(name: "Kit", package: "kit")`, `.byName(name: "Core")`.
        static func dependencyName(_ expression: ExprSyntax) -> String? {
            if let name = string(expression) { return name }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            return call.arguments.first { $0.label?.text == "name" }.flatMap { string($0.expression) }
        }
    }
}

extension Array where Element == String {
    func uniquedSorted() -> [String] { Array(Set(self)).sorted() }
}
