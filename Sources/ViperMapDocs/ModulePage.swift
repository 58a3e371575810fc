import ViperMap
import ViperMapModel

/// A module's page: what it is for, how to open it, what it uses, then its structure and navigation.
/// Source locations inside the module's folder are shown relative to it (the folder is named once at
/// the top; links keep the full path).
extension DocsBuilder {
    /// `around` is the module's neighbourhood (every edge of the module is in it); `own` its diagnostics; `targetCount` the app's targets.
    func modulePage(_ module: Module, around graph: Graph, diagnostics own: [Diagnostic], targetCount: Int, pages: PageNames,
                    services: ServiceIndex, waysIn: [WayIn] = [], screens: String = "") -> String {
        let page = pages.page(module.name)
        let folder = module.path
        func here(_ file: String, _ line: Int?) -> String { location(file, line, relativeTo: folder) }
        let outgoing = graph.navigation.filter { $0.from == module.name }
        let incoming = graph.navigation.filter { $0.to == module.name }
        let roles = Set(module.components.map(\.role)).sorted().map(\.rawValue)
        let usesModules = graph.dependencies.filter { $0.from == module.name && $0.kind == .module }.count
        // Where it is built, when the app has more than one target (an app and its frameworks, several apps).
        let targets = targetCount > 1 ? (module.targets ?? []) : []
        let built = targets.isEmpty ? "" : ", built in the target\(targets.count == 1 ? "" : "s") \(targets.joined(separator: ", "))"
        var summary = "\(module.name) is the module in \(folder.isEmpty ? "the app's top folder" : folder)\(built): "
            + "\(count(module.components.count, "component"))\(roles.isEmpty ? "" : " (\(roles.joined(separator: ", ")))")"
            + " and \(count(module.contracts.count, "contract protocol")). "
        summary += "It opens \(count(Set(outgoing.filter { !$0.kind.isBackward }.map(\.to)).count, "module")), "
            + "is opened from \(count(Set(incoming.filter { !$0.kind.isBackward }.map(\.from)).count, "place"))"
            + " and uses \(count(usesModules, "other module")) directly."
        if !folder.isEmpty { summary += " Source paths below are relative to its folder." }

        // What it is for: the README in its folder, then each documented component's comment.
        var purpose: [String] = []
        if let readme = module.readme {
            purpose.append("From \(here(readme.file, nil)):")
            purpose.append(MarkdownText.prose(readme.text, demote: 2))
        }
        for component in ModuleAbout.documented(module) {
            purpose.append("**\(MarkdownText.escape(component.name))** (\(component.role.rawValue)):")
            purpose.append(MarkdownText.prose(component.doc ?? ""))
        }

        let components: [[String: Any]] = module.components.map {
            ["role": $0.role.rawValue, "name": $0.name, "kind": $0.kind, "location": here($0.file, $0.line),
             "about": $0.doc.map(DocComment.summary) ?? ""]
        }
        let contracts: [[String: Any]] = module.contracts.map { contract in
            let requirements = contract.requirements.map { requirement in
                (requirement.doc.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "/// " + $0 }.joined(separator: "\n") + "\n" } ?? "")
                    + requirement.signature
            }.joined(separator: "\n")
            var row: [String: Any] = [
                "name": contract.name,
                "location": here(contract.file, contract.line),
                "adoptedBy": contract.adoptedBy.isEmpty ? "nothing found" : contract.adoptedBy.joined(separator: ", "),
                "heldBy": contract.heldBy.isEmpty ? "nothing found" : contract.heldBy.joined(separator: ", "),
                "requirementsBlock": requirements.isEmpty ? "No requirements." : MarkdownText.codeBlock(requirements, language: Self.language(of: contract.file)),
            ]
            if let doc = contract.doc { row["doc"] = MarkdownText.prose(doc) }
            return row
        }
        func declared(_ point: EntryPoint) -> [String: Any] {
            var row: [String: Any] = ["owner": point.owner, "location": here(point.file, point.line),
                                      "declarationBlock": MarkdownText.codeBlock(point.declaration, language: Self.language(of: point.file))]
            if let doc = point.doc { row["doc"] = MarkdownText.prose(doc) }
            let callers = (point.callers ?? []).map { caller -> String in
                let place = caller.module.map { " in " + moduleLink($0, pages: pages, from: .module) } ?? ""
                return "\(MarkdownText.escape(caller.via))\(place), \(here(caller.file, caller.line))"
            }
            row["hasCallers"] = !callers.isEmpty
            row["callers"] = callers
            return row
        }
        let outside: [[String: Any]] = waysIn.map { way in
            ["kind": way.kind, "pattern": MarkdownText.code(way.pattern), "how": way.how.rawValue, "via": way.via, "location": here(way.file, way.line)]
        }
        let entryPoints = (module.entryPoints ?? []).map(declared)
        let inputs = (module.inputs ?? []).map(declared)
        let used: [[String: Any]] = (module.services ?? []).map { service in
            let others = services.modules(using: service.name).filter { $0 != module.name }
            var row: [String: Any] = ["kind": service.kind, "name": service.name, "location": here(service.file, service.line),
                    "usedBy": service.usedBy.joined(separator: ", "),
                    "others": others.isEmpty ? "-" : others.prefix(8).map { moduleLink($0, pages: pages, from: .module) }.joined(separator: ", ")
                        + (others.count > 8 ? " and \(others.count - 8) more" : "")]
            if let shared = service.shared { row["shared"] = shared }
            return row
        }

        func row(_ edge: NavigationEdge, other: String) -> [String: Any] {
            var row: [String: Any] = ["kind": edge.kind.rawValue, "link": moduleLink(other, pages: pages, from: .module), "via": edge.via,
                                      "location": here(edge.file, edge.line), "through": edge.through]
            if let owner = edge.owner { row["owner"] = owner }
            return row
        }
        let dependsOn: [[String: Any]] = graph.dependencies.filter { $0.from == module.name }.map { dependency in
            [
                "link": dependency.kind == .module ? moduleLink(dependency.to, pages: pages, from: .module) : MarkdownText.escape(dependency.to),
                "kind": dependency.kind == .module ? "module" : dependency.kind == .sdk ? "Apple SDK" : "framework",
                "reasons": reasons(dependency),
            ]
        }
        let usedBy: [[String: Any]] = graph.dependencies.filter { $0.to == module.name && $0.kind == .module }.map {
            ["link": moduleLink($0.from, pages: pages, from: .module), "reasons": reasons($0)]
        }
        let notFollowed: [[String: Any]] = own.filter(\.isNavigationGap).map { ["location": here($0.file, $0.line), "message": $0.message] }
        let diagnostics: [[String: Any]] = own.filter { !$0.isNavigationGap }
            .map { ["severity": $0.severity.rawValue, "location": here($0.file, $0.line), "message": $0.message] }
        let context: [String: Any] = [
            "name": module.name,
            "hasScreens": !screens.isEmpty, "screens": screens,
            "summary": summary,
            "folder": folder,
            "about": ModuleAbout.summary(of: module).map { MarkdownText.prose($0) } ?? "",
            "indexLink": layout.url(of: .index, from: .module(page)),
            "hasPurpose": !purpose.isEmpty, "purpose": purpose.joined(separator: "\n\n"),
            "hasEntryPoints": !entryPoints.isEmpty, "entryPoints": entryPoints,
            "hasInputs": !inputs.isEmpty, "inputs": inputs,
            "hasWaysIn": !outside.isEmpty, "waysIn": outside,
            "hasServices": !used.isEmpty, "services": used,
            "components": components,
            "contracts": contracts,
            "wiringMap": layout.embed(.wiring(page), alt: "\(module.name)'s components and contracts", from: .module(page)),
            "neighbourhoodMap": layout.embed(.neighbourhood(page), alt: "\(module.name) and the modules it opens or is opened from", from: .module(page)),
            "hasOutgoing": !outgoing.isEmpty, "outgoing": outgoing.map { row($0, other: $0.to) },
            "hasIncoming": !incoming.isEmpty, "incoming": incoming.map { row($0, other: $0.from) },
            "hasDependsOn": !dependsOn.isEmpty, "dependsOn": dependsOn,
            "hasUsedBy": !usedBy.isEmpty, "usedBy": usedBy,
            "hasNotFollowed": !notFollowed.isEmpty, "notFollowed": notFollowed,
            "hasCoverage": module.coverage != nil, "coverage": MarkdownText.prose(CoverageText.module(module.coverage) ?? ""),
            "hasDiagnostics": !diagnostics.isEmpty, "diagnostics": diagnostics,
        ]
        return tidy(templates.module.render(context))
    }

    /// The code fence's language for a declaration in `file`: Objective-C for headers and `.m` files.
    static func language(of file: String) -> String {
        file.hasSuffix(".h") || file.hasSuffix(".m") || file.hasSuffix(".mm") ? "objc" : "swift"
    }
}
