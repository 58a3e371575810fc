import Foundation
import Testing
import ViperMap
import ViperMapModel

/// What a module page teaches: doc comments, the README, the ways to make and configure a module (with
/// their callers), and the services its components use. Each on a small app of our own.
@Suite struct ModuleGuideTests {
    /// Home (made by a builder) opened from Feed's router; a service outside both modules.
    static let app: [String: String] = [
        "App/Modules/Home/HomeViewController.swift": """
            import UIKit

            /// Shows the user's home feed.
            ///
            /// Pull to refresh reloads it.
            @MainActor
            final class HomeViewController: UIViewController {
                var presenter: HomePresentation?
            }
            """,
        "App/Modules/Home/HomePresenter.swift": """
            /** Turns feed items into rows
             *  and asks the router to open them. */
            class HomePresenter: HomePresentation, HomeModuleInput {
                weak var view: HomeViewController?
                func configure(with userID: String) {}
                private func helper() {}
            }
            """,
        "App/Modules/Home/HomeInteractor.swift": """
            // An ordinary comment: not documentation.

            class HomeInteractor {
                private let feed: FeedServiceProtocol
                var last: FeedItemObject?
                init(feed: FeedServiceProtocol = FeedService()) { self.feed = feed }
                func load() { AnalyticsTracker.shared.track("home") }
            }
            """,
        "App/Modules/Home/HomeContract.swift": """
            /// What the home view asks of its presenter.
            protocol HomePresentation: AnyObject {
                /// Called once the view is on screen.
                func viewDidLoad()
                func didSelect(row: Int)
            }
            protocol HomeModuleInput: AnyObject {
                func configure(with userID: String)
            }
            """,
        "App/Modules/Home/HomeBuilder.swift": """
            /// Makes the home screen with its presenter, interactor and router.
            final class HomeBuilder {
                init(session: String) {}
                func build(userID: String, animated: Bool = true) -> UIViewController { HomeViewController() }
                private func makePresenter() -> HomePresenter { HomePresenter() }
            }
            """,
        "App/Modules/Home/HomeCell.swift": "class HomeCell: UITableViewCell { func configure(with title: String) {} }",
        "App/Modules/Home/README.md": "# Home\n\nThe first screen after login. It lists the feed.\n",
        "App/Modules/Feed/FeedViewController.swift": "class FeedViewController: UIViewController {}",
        "App/Modules/Feed/FeedPresenter.swift": "class FeedPresenter { let feed = FeedService() }",
        "App/Modules/Feed/FeedRouter.swift": """
            class FeedRouter {
                weak var viewController: UIViewController?
                func openHome() {
                    let builder = HomeBuilder(session: "s")
                    viewController?.navigationController?.pushViewController(builder.build(userID: "u"), animated: true)
                }
            }
            """,
        "App/Services/FeedService.swift": """
            protocol FeedServiceProtocol { func items() -> [String] }
            /// Loads the feed from the server.
            final class FeedService: FeedServiceProtocol { func items() -> [String] { [] } }
            """,
        "App/Services/AnalyticsTracker.swift": "final class AnalyticsTracker { static let shared = AnalyticsTracker(); func track(_ e: String) {} }",
        "App/Models/FeedItemObject.swift": "final class FeedItemObject { var title = \"\" }",
        "App/Services/Formatting.swift": "enum DateFormatting { static func short() -> String { \"\" } }",
    ]

    private func home() throws -> Module {
        try #require(TestSupport.graph(Self.app).modules.first { $0.name == "Home" })
    }

    @Test func docCommentsAreKeptPerComponentContractAndRequirement() throws {
        let home = try home()
        let doc = { (name: String) in home.components.first { $0.name == name }?.doc }
        #expect(doc("HomeViewController") == "Shows the user's home feed.\n\nPull to refresh reloads it.")
        #expect(doc("HomePresenter") == "Turns feed items into rows\nand asks the router to open them.")
        #expect(doc("HomeBuilder") == "Makes the home screen with its presenter, interactor and router.")
        // A plain comment above a blank line is not documentation.
        #expect(doc("HomeInteractor") == nil)
        let contract = try #require(home.contracts.first { $0.name == "HomePresentation" })
        #expect(contract.doc == "What the home view asks of its presenter.")
        #expect(contract.requirements.map(\.doc) == ["Called once the view is on screen.", nil])
        #expect(ModuleAbout.summary(of: home) == "The first screen after login.")
    }

    @Test func theReadmeInTheModulesFolderIsItsOwn() throws {
        let home = try home()
        #expect(home.readme == Readme(file: "App/Modules/Home/README.md", text: "# Home\n\nThe first screen after login. It lists the feed.\n"))
        let feed = try #require(TestSupport.graph(Self.app).modules.first { $0.name == "Feed" })
        #expect(feed.readme == nil)
    }

    @Test func aBuildersWaysInAreListedWithTheirCallers() throws {
        let home = try home()
        let points = try #require(home.entryPoints)
        #expect(points.map(\.declaration) == ["init(session: String)", "func build(userID: String, animated: Bool = true) -> UIViewController"])
        // The private helper is no way in.
        #expect(!points.contains { $0.declaration.contains("makePresenter") })
        // Called through a local of the builder's type, from another module's router.
        let callers = points.map { $0.callers?.map { "\($0.via) \($0.module ?? "-") \($0.file):\($0.line)" } ?? [] }
        #expect(callers == [["FeedRouter.openHome() Feed App/Modules/Feed/FeedRouter.swift:4"],
                            ["FeedRouter.openHome() Feed App/Modules/Feed/FeedRouter.swift:5"]])
        #expect(points[1].doc == nil)
    }

    @Test func moduleInputsAreItsInputProtocolsAndItsPartsConfigureMethods() throws {
        let inputs = try #require(try home().inputs)
        // A cell's `configure(with:)` fills a row: not the module's input.
        #expect(inputs.map { "\($0.owner): \($0.declaration)" } == ["HomeModuleInput: protocol HomeModuleInput",
                                                                    "HomePresenter: func configure(with userID: String)"])
    }

    @Test func servicesAreHeldCalledOrReachedAsSingletons() throws {
        let graph = TestSupport.graph(Self.app)
        let home = try #require(graph.modules.first { $0.name == "Home" })
        let services = (home.services ?? []).map { "\($0.kind) \($0.name) by \($0.usedBy.joined(separator: ","))\($0.shared.map { " via " + $0 } ?? "")" }
        #expect(services == ["service FeedService by HomeInteractor", "service FeedServiceProtocol by HomeInteractor",
                             "tracker AnalyticsTracker by HomeInteractor via AnalyticsTracker.shared"])
        // An enum of helpers and a plain data class are no services; the other module holding FeedService is found too.
        #expect(!(home.services ?? []).contains { $0.name == "DateFormatting" || $0.name == "FeedItemObject" })
        #expect(ServiceIndex(graph).modules(using: "FeedService") == ["Feed", "Home"])
    }

    @Test func serviceKindsComeFromTheName() {
        #expect(ServiceNaming.kind(of: "AuthServiceProtocol") == "service")
        #expect(ServiceNaming.kind(of: "UserRepository") == "repository")
        #expect(ServiceNaming.kind(of: "APIClient") == "client")
        #expect(ServiceNaming.kind(of: "ImageCache") == "store")
        #expect(ServiceNaming.kind(of: "Formatter") == nil)
    }

    @Test func docCommentProseKeepsMarkdownAndDropsMarkers() {
        #expect(DocComment.prose("/// One.\n/// - Parameter x: the x.") == "One.\n- Parameter x: the x.")
        #expect(DocComment.prose("/**\n * Block.\n *\n *     code\n */") == "Block.\n\n    code")
        #expect(DocComment.summary("Shows the list. Then more.\n\nSecond paragraph.") == "Shows the list.")
        // HeaderDoc tags: bookkeeping dropped, the rest as Swift doc markup.
        #expect(DocComment.prose("/**\n @author Someone\n\n @brief Shows events.\n @param event The event.\n @return A view.\n */")
                == "Shows events.\n- Parameter event: The event.\n- Returns: A view.")
        #expect(DocComment.summary("Version 1.2 of it\ncontinues here.") == "Version 1.2 of it continues here.")
    }
}
