import Testing
@testable import ViperMap

@Suite struct ScannerTests {
    @Test func recordsImportsWithTheirLines() {
        let facts = SourceScanner.scan(path: "A.swift", text: "import UIKit\n\nimport Alamofire\nclass A {}\n")
        #expect(facts.imports.map(\.module) == ["UIKit", "Alamofire"])
        #expect(facts.imports.map(\.line) == [1, 3])
    }

    @Test func recordsTypesWithInheritanceInSourceOrder() {
        let facts = SourceScanner.scan(path: "A.swift", text: """
        final class HomeRouter: NSObject, HomeRouterInterface {}
        struct Item: Codable {}
        extension HomeRouter: Other {}
        """)
        #expect(facts.types.map(\.name) == ["HomeRouter", "Item", "HomeRouter"])
        #expect(facts.types.map(\.kind) == [.class, .struct, .extension])
        #expect(facts.types[0].inherits == ["NSObject", "HomeRouterInterface"])
        #expect(facts.types[2].inherits == ["Other"])
    }

    @Test func protocolRequirementsKeepSignatureAndLine() {
        let facts = SourceScanner.scan(path: "C.swift", text: """
        protocol ArticlesWireframe: AnyObject {
            // a comment
            func presentDetails(forArticle article: Article)
            var view: ArticlesView? { get set }
            func load(_ completion: @escaping (Result<[Article], Error>) -> Void)
            func save(_ article: Article, // the one to keep
                      notify: Bool)
        }
        """)
        let reqs = facts.types[0].requirements
        #expect(reqs.map(\.signature) == [
            "func presentDetails(forArticle article: Article)",
            "var view: ArticlesView? { get set }",
            "func load(_ completion: @escaping (Result<[Article], Error>) -> Void)",
            "func save(_ article: Article, notify: Bool)",
        ])
        #expect(reqs.map(\.line) == [3, 4, 5, 6])
    }

    @Test func storedPropertiesKeepDeclaredTypeAndWeakness() {
        let facts = SourceScanner.scan(path: "P.swift", text: """
        class HomePresenter {
            weak var view: HomeViewInterface?
            var router: HomeRouterInterface!
            let interactor: HomeInteractorInput
        }
        """)
        let props = facts.types[0].properties
        #expect(props.map(\.name) == ["view", "router", "interactor"])
        #expect(props.map(\.typeName) == ["HomeViewInterface", "HomeRouterInterface", "HomeInteractorInput"])
        #expect(props.map(\.isWeak) == [true, false, false])
    }

    @Test func functionBodiesBecomeStatements() {
        let facts = SourceScanner.scan(path: "R.swift", text: """
        class R {
            func go(to id: Int, _ flag: Bool) {
                let vc = DetailBuilder().build(id: id)
                window?.rootViewController = vc
                navigationController?.pushViewController(vc, animated: true)
            }
        }
        """)
        let function = facts.types[0].functions[0]
        #expect(function.selector == "go(to:_:)")
        #expect(function.body.count == 3)
        guard case .bind("vc", .call(.member(.call(.name("DetailBuilder"), []), "build"), let args), _, 3) = function.body[0] else {
            Issue.record("unexpected \(function.body[0])")
            return
        }
        #expect(args.first?.label == "id")
        guard case .assign(.member(.name("window"), "rootViewController"), .name("vc"), 4) = function.body[1] else {
            Issue.record("unexpected \(function.body[1])")
            return
        }
        guard case .eval(.call(.member(.name("navigationController")?, "pushViewController"), let pushArgs), 5) = function.body[2],
              case .name("vc") = pushArgs[0].value else {
            Issue.record("unexpected \(function.body[2])")
            return
        }
    }

    @Test func castsAndClosuresAreFollowed() {
        let facts = SourceScanner.scan(path: "R.swift", text: """
        class R {
            func go() {
                let vc = storyboard.instantiateViewController(withIdentifier: "X") as! DetailsViewController
                DispatchQueue.main.async {
                    self.present(vc, animated: true)
                }
            }
        }
        """)
        let body = facts.types[0].functions[0].body
        guard case .bind("vc", .cast(_, "DetailsViewController"), _, _) = body[0] else {
            Issue.record("unexpected \(body[0])")
            return
        }
        // The closure's statements are bracketed by its name; a one-expression closure returns its expression.
        guard let open = body.firstIndex(where: { if case .closure = $0 { return true } else { return false } }) else {
            Issue.record("no closure in \(body)")
            return
        }
        guard case .ret(.call(.member(.name("self"), "present"), _), 5) = body[open + 1], case .closureEnd = body[open + 2] else {
            Issue.record("unexpected closure body \(body[open...])")
            return
        }
        #expect(body.contains { if case .eval(.call(.member(.member(.name("DispatchQueue"), "main"), "async"), _), _) = $0 { return true } else { return false } })
    }

    @Test func syntaxErrorsAreReportedAndTheRestIsKept() {
        let facts = SourceScanner.scan(path: "Bad.swift", text: "class Good {}\nclass Bad {\n  func (\n}\nclass AlsoGood {}\n")
        #expect(!facts.syntaxErrors.isEmpty)
        #expect(facts.types.map(\.name).contains("Good"))
    }

    @Test func parallelScanKeepsInputOrder() {
        let inputs = (0..<40).map { (path: "F\($0).swift", text: "class T\($0) {}") }
        let facts = SourceScanner.scan(inputs, threads: 4)
        #expect(facts.map(\.path) == inputs.map(\.path))
        #expect(facts.map { $0.types[0].name } == (0..<40).map { "T\($0)" })
    }

    @Test func returnsInsideClosuresAreNotTheFunctionsReturns() {
        let facts = SourceScanner.scan(path: "R.swift", text: """
        class R {
            func make() -> UIViewController {
                let items = ids.map { id in return DetailBuilder().build(id) }
                return HomeBuilder().build()
            }
            lazy var view: UIViewController = {
                return ListBuilder().build()
            }()
        }
        """)
        let functions = facts.types[0].functions
        // The function's own returns are outside the closure's brackets; the closure's are inside.
        var depth = 0
        var own: [Stmt] = [], inner: [Stmt] = []
        for stmt in functions[0].body {
            switch stmt {
            case .closure: depth += 1
            case .closureEnd: depth -= 1
            case .ret: if depth == 0 { own.append(stmt) } else { inner.append(stmt) }
            default: break
            }
        }
        #expect(own.map(\.line) == [4])
        #expect(inner.map(\.line) == [3])
        #expect(functions[1].name == "view")
        #expect(functions[1].body.contains { if case .ret = $0 { return true } else { return false } })
    }
}
