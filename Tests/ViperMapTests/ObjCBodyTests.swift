import Foundation
import Testing
import ViperMap
import ViperMapClang
import ViperMapModel

private let libclangTestsRun = ClangLibrary.shared != nil || ProcessInfo.processInfo.environment["CI"] != nil

/// Objective-C method bodies read into the same statements and expressions as Swift's, and the
/// declarations clang drops without the app's headers read back from its tokens.
@Suite(.enabled(if: libclangTestsRun, "needs libclang (apt-get install libclang-14-dev); skipped where it does not load"))
struct ObjCBodyTests {
    private func objc(_ text: String, path: String = "A.m") throws -> FileFacts {
        let library = try #require(ClangLibrary.shared, "libclang did not load: \(ClangLibrary.installHint)")
        return ObjCScanner.scan(path: path, text: "#import <UIKit/UIKit.h>\n" + text, library: library)
    }

    /// The body of the only method of the only `@implementation`.
    private func body(_ method: String) throws -> [Stmt] {
        let facts = try objc("@implementation Wireframe\n" + method + "\n@end\n")
        return try #require(facts.types.last?.functions.first).body
    }

    private func swiftBody(_ body: String) throws -> [Stmt] {
        let facts = SourceScanner.scan(path: "A.swift", text: "class Wireframe {\n func go() {\n" + body + "\n }\n}\n")
        return try #require(facts.types.first?.functions.first).body
    }

    /// Statements without their lines (the two sources put them on different lines).
    private func shape(_ statements: [Stmt]) -> [String] {
        statements.map { stmt in
            switch stmt {
            case .bind(let n, let v, let t, _): return "bind \(n): \(t) = \(v)"
            case .assign(let target, let v, _): return "assign \(target) = \(v)"
            case .eval(let e, _): return "eval \(e)"
            case .ret(let e, _): return "ret \(e)"
            case .when(let s, let c, _): return "when \(s) \(c)"
            case .endWhen: return "endWhen"
            case .closure(let n, let p, _): return "closure \(n.prefix { $0 != "@" }) \(p.map { $0.typeName.isEmpty ? $0.name : $0.name + ": " + $0.typeName })"
            case .closureEnd: return "closureEnd"
            }
        }
    }

    @Test func aMessageSendIsTheSameCallAsItsSwiftSpelling() throws {
        let objc = try body("""
            - (void)go {
                [self.navigationController pushViewController:vc animated:YES];
                [self.view.window.rootViewController presentViewController:vc animated:YES completion:nil];
                [self dismissViewControllerAnimated:YES completion:nil];
                [self.navigationController popViewControllerAnimated:YES];
                [storyboard instantiateViewControllerWithIdentifier:@"List"];
                [self performSegueWithIdentifier:@"showDetail" sender:self];
                [self.wireframe presentDetailFromViewController:vc item:item];
            }
            """)
        let swift = try swiftBody("""
            self.navigationController.pushViewController(vc, animated: true)
            self.view.window.rootViewController.present(vc, animated: true, completion: nil)
            self.dismiss(animated: true, completion: nil)
            self.navigationController.popViewController(animated: true)
            storyboard.instantiateViewController(withIdentifier: "List")
            self.performSegue(withIdentifier: "showDetail", sender: self)
            self.wireframe.presentDetailFromViewController(vc, item: item)
            """)
        #expect(shape(objc) == shape(swift))
    }

    @Test func dotSyntaxDeclarationsAndConstructionReadAsInSwift() throws {
        let objc = try body("""
            - (void)go {
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:list];
                VTDAddWireframe *add = [VTDAddWireframe new];
                id<VTDAddModuleInterface> module = [[VTDAddPresenter alloc] init];
                UIStoryboard *board = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                self.window.rootViewController = nav;
                _addWireframe = add;
                return;
            }
            """)
        let swift = try swiftBody("""
            let nav: UINavigationController = UINavigationController(rootViewController: list)
            let add: VTDAddWireframe = VTDAddWireframe()
            let module: VTDAddModuleInterface = VTDAddPresenter()
            let board: UIStoryboard = UIStoryboard(name: "Main", bundle: nil)
            self.window.rootViewController = nav
            self.addWireframe = add
            """)
        #expect(shape(objc) == shape(swift))
    }

    @Test func aBlockIsAClosureWhoseStatementsComeFirstAndWhoseReturnIsItsValue() throws {
        let statements = try body("""
            - (void)go {
                [[self.transitionHandler openModuleUsingSegue:kSegue] thenChainUsingBlock:^id<RamblerViperModuleOutput>(id<DetailModuleInput> moduleInput) {
                    [moduleInput configureWithItem:item];
                    return nil;
                }];
                __weak typeof(self) weakSelf = self;
                [self.view.window.rootViewController dismissViewControllerAnimated:YES completion:^{
                    [weakSelf.output didClose];
                }];
            }
            """)
        let lines = shape(statements)
        #expect(lines.count == 10)
        // A block's statements are bracketed before the send that holds it; its typed parameters are its own.
        #expect(lines[0] == "closure $closure [\"moduleInput: DetailModuleInput\"]")
        #expect(lines[1] == "eval \(Expr.call(.member(.name("moduleInput"), "configure"), [CallArgument(label: "withItem", value: .name("item"))]))")
        #expect(lines[2] == "ret \(Expr.other)")
        #expect(lines[3] == "closureEnd")
        guard case .eval(.call(.member(.call(.member(.member(.name("self"), "transitionHandler"), "openModuleUsingSegue"), let segueArgs)?, "thenChainUsingBlock"), let blockArgs), _) = statements[4] else {
            Issue.record("not a chained send: \(statements[4])")
            return
        }
        #expect(segueArgs.map(\.value) == [.name("kSegue")])
        #expect(blockArgs.count == 1 && "\(blockArgs[0].value)".contains("$closure@"))
        #expect(lines[5] == "bind weakSelf:  = \(Expr.name("self"))")
        #expect(lines[6] == "closure $closure []")
        #expect(lines[7].contains("didClose"))
        #expect(lines[8] == "closureEnd")
        #expect(lines[9].contains("\"dismiss\""))
    }

    @Test func switchesAndIfsOnARouteAreCasesOfIt() throws {
        let statements = try body("""
            - (void)openRoute:(VTDRoute)route {
                switch (route) {
                    case VTDRouteList:
                    case VTDRouteHome:
                        [self showList];
                        break;
                    default:
                        [self showAdd];
                }
                if (route == VTDRouteAdd) { [self showAdd]; } else { [self showList]; }
            }
            """)
        let lines = shape(statements)
        #expect(lines.filter { $0.hasPrefix("when") } == [
            "when \(Expr.name("route")) [\"VTDRouteList\", \"VTDRouteHome\"]", "when \(Expr.name("route")) [\"!VTDRouteList\", \"!VTDRouteHome\"]",
            "when \(Expr.name("route")) [\"VTDRouteAdd\"]", "when \(Expr.name("route")) [\"!VTDRouteAdd\"]",
        ])
        #expect(lines.filter { $0 == "endWhen" }.count == 4)
    }

    @Test func aForwardProtocolDeclarationIsNoProtocolOfItsOwn() throws {
        let facts = try objc("""
            @protocol VTDListModuleInterface;
            @protocol VTDAddModuleDelegate, VTDAddModuleInterface;
            @interface VTDListWireframe : NSObject
            @property (nonatomic, weak) id<VTDListModuleInterface> output;
            @end
            """, path: "VTDListWireframe.h")
        #expect(facts.types.map(\.name) == ["VTDListWireframe"])
        #expect(facts.types.first?.properties.map(\.name) == ["output"])
        // A selector with an empty first piece (`[obj :arg]`) is read, not a crash.
        _ = try body("- (void)go { [target :value]; }")
    }

    @Test func truncatedAndShuffledSourceEndsAndKeepsWhatParsed() throws {
        // Every cut of a wireframe, and its tokens in a scrambled order: each parse ends, and never crashes.
        let source = try #require(ObjCNavigationTests.app["App/Modules/Add/VTDAddWireframe.m"]) + """
            - (void)odd { [[x a:^{ if (y) { [z b:@[@1, @{@"k": ^(int q){ return; }}]] } } c:(id)d, e, f] g]; switch (h) { case 1: { break; } default: ; } }
            """
        let library = try #require(ClangLibrary.shared)
        let bytes = Array(source.utf8)
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            let text = String(decoding: bytes[..<cut], as: UTF8.self)
            let facts = ObjCScanner.scan(path: "Cut.m", text: text, library: library)
            #expect(facts.path == "Cut.m")
        }
        let tokens = ObjCBodyParser.tokensForTesting(source)
        var generator = SplitMix(seed: 13)
        for _ in 0..<200 {
            var scrambled = tokens
            for i in scrambled.indices.reversed() where i > 0 { scrambled.swapAt(i, Int(generator.next() % UInt64(i + 1))) }
            _ = ObjCBodyParser.statements(scrambled)
        }
        // Nesting far deeper than any method: cut off, not a stack overflow. The scan parses on threads with
        // large stacks (as here); a test thread's 512 KiB stack is too small for 200 levels of a debug build.
        let deep = String(repeating: "[a b:", count: 5000) + String(repeating: "]", count: 5000) + ";"
        let statements = Parallel.onLargeStack { ObjCBodyParser.statements(ObjCBodyParser.tokensForTesting("{ " + deep + " }")) }
        #expect(statements.count <= 1)
    }

    /// Directive lines are no code; what a release build leaves out (`#if DEBUG`, `#if 0`) is not either, while a
    /// flag the scan cannot know (`#ifdef STUDENT_APP`) keeps every branch.
    @Test func preprocessorLinesInABodyAreNotCode() throws {
        let statements = try body("""
            - (void)go {
            #pragma mark - Showing
            #if DEBUG
                [self showDebug];
            #else
                [self showRelease];
            #endif
            #if 0
                [self showNever];
            #endif
            #ifdef STUDENT_APP
                [self showStudent];
            #endif
                [self showList];
            }
            """)
        let calls = shape(statements).joined(separator: "\n")
        #expect(shape(statements).count == 3)
        #expect(calls.contains("showRelease") && calls.contains("showStudent") && calls.contains("showList"))
        #expect(!calls.contains("showDebug") && !calls.contains("showNever"))
    }

    @Test func fileLevelConstantsAndMacrosKeepTheirValues() throws {
        let facts = try objc("""
            static NSString *const kDetailSegue = @"showDetail";
            NSString * const VTDListIdentifier = @"VTDList" @"ViewController";
            #define kAddSegue @"showAdd"
            #define MAX_ITEMS(a) (a)
            @implementation Wireframe
            @end
            """)
        #expect(facts.constants.map(\.name) == ["kDetailSegue", "VTDListIdentifier", "kAddSegue"])
        #expect(facts.constants.map(\.initializer) == [.literal("showDetail"), .literal("VTDListViewController"), .literal("showAdd")])
    }

    @Test func whatClangDropsWithoutTheAppsHeadersIsReadBackFromTokens() throws {
        // Neither `VTDListWireframe.h` nor any type below is given to clang.
        let facts = try objc("""
            #import "VTDListWireframe.h"
            @interface VTDListWireframe ()
            @property (nonatomic, strong) VTDAddWireframe *addWireframe;
            @property (nonatomic, weak) id<VTDListModuleInterface> output;
            @property (nonatomic, copy) void (^completion)(VTDItem *item);
            @property (nonatomic, strong) IBOutlet UITableView *tableView NS_AVAILABLE_IOS(9_0);
            @end
            @interface VTDDetailViewController : VTDBaseViewController <VTDDetailViewInterface>
            @property (nonatomic, assign) VTDMode mode;
            @end
            @implementation VTDListWireframe
            - (VTDListViewController *)listViewControllerFor:(VTDItem *)item mode:(VTDMode)mode { return nil; }
            @end
            """)
        let names = facts.types.map(\.name)
        #expect(names == ["VTDListWireframe", "VTDDetailViewController", "VTDListWireframe"])
        #expect(facts.types[0].properties.map { "\($0.name):\($0.typeName):\($0.isWeak)" } == [
            "addWireframe:VTDAddWireframe:false", "output:VTDListModuleInterface:true", "completion::false", "tableView:UITableView:false",
        ])
        #expect(facts.types[1].inherits == ["VTDBaseViewController", "VTDDetailViewInterface"])
        #expect(facts.types[1].properties.map { "\($0.name):\($0.typeName)" } == ["mode:VTDMode"])
        let method = try #require(facts.types[2].functions.first)
        #expect(method.parameters.map(\.typeName) == ["VTDItem", "VTDMode"] && method.returnType == "VTDListViewController")
        #expect(method.objcSelector == "-listViewControllerFor:mode:")
        #expect(facts.types[2].references.contains("VTDListViewController"))
    }
}

/// A small Objective-C VIPER app of our own, in the Mutual Mobile style: the wireframes' navigation
/// is found through message sends, properties and the entry code, as in Swift.
@Suite(.enabled(if: libclangTestsRun, "needs libclang (apt-get install libclang-14-dev); skipped where it does not load"))
struct ObjCNavigationTests {
    /// The view controller and presenter headers (and a router's) of each named module.
    static func screens(_ names: [String], prefix: String = "", router: Bool = true) -> [String: String] {
        var files: [String: String] = [:]
        for name in names {
            let type = prefix + name
            files["App/\(name)/\(type)ViewController.h"] = "#import <UIKit/UIKit.h>\n@interface \(type)ViewController : UIViewController\n@end\n"
            files["App/\(name)/\(type)Presenter.h"] = "@interface \(type)Presenter : NSObject\n@end\n"
            if router { files["App/\(name)/\(type)Router.h"] = "@interface \(type)Router : NSObject\n@end\n" }
        }
        return files
    }

    /// The graph of these files, written to a folder of their own and scanned as the command does.
    private func scanned(_ files: [String: String]) throws -> Graph {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write(files, in: folder)
        return try TestSupport.scanFolder(folder)
    }

    static let app: [String: String] = [
        "App/VTDAppDelegate.h": """
            #import <UIKit/UIKit.h>
            @interface VTDAppDelegate : UIResponder <UIApplicationDelegate>
            @property (nonatomic, strong) UIWindow *window;
            @end
            """,
        "App/VTDAppDependencies.h": """
            #import <UIKit/UIKit.h>
            @interface VTDAppDependencies : NSObject
            - (void)installRootViewControllerIntoWindow:(UIWindow *)window;
            @end
            """,
        "App/VTDAppDelegate.m": """
            #import "VTDAppDependencies.h"
            @interface VTDAppDelegate ()
            @property (nonatomic, strong) VTDAppDependencies *dependencies;
            @end
            @implementation VTDAppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.dependencies = [[VTDAppDependencies alloc] init];
                [self.dependencies installRootViewControllerIntoWindow:self.window];
                return YES;
            }
            @end
            """,
        "App/VTDAppDependencies.m": """
            #import "VTDListWireframe.h"
            @interface VTDAppDependencies ()
            @property (nonatomic, strong) VTDListWireframe *listWireframe;
            @end
            @implementation VTDAppDependencies
            - (void)installRootViewControllerIntoWindow:(UIWindow *)window {
                [self.listWireframe presentListInterfaceFromWindow:window];
            }
            @end
            """,
        "App/Modules/List/VTDListWireframe.h": """
            #import <UIKit/UIKit.h>
            @class VTDAddWireframe;
            @interface VTDListWireframe : NSObject
            @property (nonatomic, strong) VTDAddWireframe *addWireframe;
            - (void)presentListInterfaceFromWindow:(UIWindow *)window;
            @end
            """,
        "App/Modules/List/VTDListWireframe.m": """
            #import "VTDListWireframe.h"
            #import "VTDAddWireframe.h"
            static NSString *const VTDListIdentifier = @"VTDListViewController";
            @interface VTDListWireframe ()
            @property (nonatomic, strong) VTDListViewController *listViewController;
            @end
            @implementation VTDListWireframe
            - (void)presentListInterfaceFromWindow:(UIWindow *)window {
                VTDListViewController *list = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:VTDListIdentifier];
                self.listViewController = list;
                window.rootViewController = [[UINavigationController alloc] initWithRootViewController:list];
            }
            - (void)presentAddInterface {
                [self.addWireframe presentAddInterfaceFromViewController:self.listViewController];
            }
            @end
            """,
        "App/Modules/List/VTDListViewController.m": """
            @interface VTDListViewController : UITableViewController
            @property (nonatomic, strong) VTDListPresenter *eventHandler;
            @end
            @implementation VTDListViewController
            @end
            """,
        "App/Modules/List/VTDListPresenter.m": """
            @interface VTDListPresenter : NSObject
            @property (nonatomic, strong) VTDListWireframe *wireframe;
            @end
            @implementation VTDListPresenter
            - (void)addNewEntry { [self.wireframe presentAddInterface]; }
            @end
            """,
        "App/Modules/Add/VTDAddWireframe.h": """
            #import <UIKit/UIKit.h>
            @interface VTDAddWireframe : NSObject
            - (void)presentAddInterfaceFromViewController:(UIViewController *)viewController;
            @end
            """,
        "App/Modules/Add/VTDAddWireframe.m": """
            #import "VTDAddWireframe.h"
            #import "VTDAddViewController.h"
            @interface VTDAddWireframe ()
            @property (nonatomic, weak) UIViewController *presentedViewController;
            @end
            @implementation VTDAddWireframe
            - (void)presentAddInterfaceFromViewController:(UIViewController *)viewController {
                VTDAddViewController *add = [[VTDAddViewController alloc] initWithNibName:nil bundle:nil];
                add.modalPresentationStyle = UIModalPresentationCustom;
                [viewController presentViewController:add animated:YES completion:nil];
                self.presentedViewController = viewController;
            }
            - (void)dismissAddInterface {
                [self.presentedViewController dismissViewControllerAnimated:YES completion:nil];
            }
            @end
            """,
        "App/Modules/Add/VTDAddViewController.h": """
            #import <UIKit/UIKit.h>
            @interface VTDAddViewController : UIViewController
            @end
            """,
        "App/Modules/Add/VTDAddPresenter.m": """
            @interface VTDAddPresenter : NSObject
            @property (nonatomic, strong) VTDAddWireframe *wireframe;
            @end
            @implementation VTDAddPresenter
            - (void)cancel { [self.wireframe dismissAddInterface]; }
            @end
            """,
    ]

    @Test func wireframesShowTheirModulesThroughMessageSends() throws {
        let graph = try scanned(Self.app)
        #expect(graph.modules.map(\.name) == ["Add", "List"])
        #expect(graph.navigation.map { "\($0.from)->\($0.to) \($0.kind.rawValue) via \($0.via)" } == [
            "Add->List dismiss via VTDAddWireframe -dismissAddInterface",
            "App->List root via VTDAppDependencies -installRootViewControllerIntoWindow:",
            "List->Add present via VTDListWireframe -presentAddInterface",
        ])
        let present = try #require(graph.navigation.first { $0.kind == .present })
        #expect(present.through == ["VTDAddWireframe -presentAddInterfaceFromViewController:"])
        // A picture labels the edge with the selector alone, as it does a Swift method.
        #expect(present.shortMethod == "-presentAddInterface")
        #expect(present.file == "App/Modules/List/VTDListWireframe.m" && present.line == 14)
        #expect(graph.dependencies.contains { $0.from == "List" && $0.to == "Add" && $0.kind == .module })
    }

    @Test func aViperMcFlurryRouterOpensModulesThroughItsViewControllersSegues() throws {
        var files = Self.screens(["Event", "Lecture"])
        files["App/Event/EventSegues.h"] = "static NSString * const kEventToLectureSegue = @\"kEventToLectureSegue\";\n"
        files["App/Event/EventRouter.m"] = """
            #import "EventRouter.h"
            #import "EventSegues.h"
            @interface EventRouter ()
            @property (nonatomic, weak) id<RamblerViperModuleTransitionHandlerProtocol> transitionHandler;
            @end
            @implementation EventRouter
            - (void)openLectureModuleWithLectureId:(NSString *)lectureId {
                [[self.transitionHandler openModuleUsingSegue:kEventToLectureSegue] thenChainUsingBlock:^id<RamblerViperModuleOutput>(id<LectureModuleInput> moduleInput) {
                    [moduleInput configureCurrentModuleWithLectureId:lectureId];
                    return nil;
                }];
            }
            @end
            """
        files["App/Event.storyboard"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="e" customClass="EventViewController" sceneMemberID="viewController">
                            <connections><segue destination="l" kind="push" identifier="kEventToLectureSegue" id="g1"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="l" customClass="LectureViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let graph = try scanned(files)
        #expect(graph.navigation.map { "\($0.from)->\($0.to) \($0.kind.rawValue) via \($0.via) through \($0.through)" } == [
            "Event->Lecture push via EventRouter -openLectureModuleWithLectureId: through [\"Event.storyboard: segue kEventToLectureSegue\"]",
        ])
    }

    @Test func aModuleFactoryOpensTheSceneItNamesAsItsTransitionBlockShowsItAndCloseCurrentModuleGoesBack() throws {
        var files = Self.screens(["Event", "Lecture"])
        files["App/Launch/LaunchRouter.h"] = "@interface LaunchRouter : NSObject\n@end\n"
        files["App/Launch/LaunchRouter.m"] = """
            static NSString *const kEventControllerIdentifier = @"EventViewController";
            @implementation LaunchRouter
            - (void)openEvent {
                RamblerViperModuleFactory *factory = [[RamblerViperModuleFactory alloc] initWithStoryboard:self.storyboard
                                                                                          andRestorationId:kEventControllerIdentifier];
                ModuleTransitionBlock transition = [self pushTransitionBlock];
                [[self.navigationController.topViewController openModuleUsingFactory:factory withTransitionBlock:transition] thenChainUsingBlock:nil];
            }
            - (ModuleTransitionBlock)pushTransitionBlock {
                return ^(id<RamblerViperModuleTransitionHandlerProtocol> source, id<RamblerViperModuleTransitionHandlerProtocol> destination) {
                    [[(id)source navigationController] pushViewController:(id)destination animated:NO];
                };
            }
            @end
            """
        files["App/Event/EventRouter.m"] = """
            @interface EventRouter ()
            @property (nonatomic, weak) id<RamblerViperModuleTransitionHandlerProtocol> transitionHandler;
            @end
            @implementation EventRouter
            - (void)openLecture { [self.transitionHandler openModuleUsingSegue:@"ShowLecture"]; }
            @end
            """
        files["App/Lecture/LectureRouter.m"] = """
            @interface LectureRouter ()
            @property (nonatomic, weak) id<RamblerViperModuleTransitionHandlerProtocol> transitionHandler;
            @end
            @implementation LectureRouter
            - (void)close { [self.transitionHandler closeCurrentModule:YES]; }
            @end
            """
        files["App/Main.storyboard"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="e" storyboardIdentifier="EventViewController" customClass="EventViewController" sceneMemberID="viewController">
                            <connections><segue destination="l" kind="push" identifier="ShowLecture" id="g1"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="l" customClass="LectureViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let graph = try scanned(files)
        #expect(graph.navigation.map { "\($0.from)->\($0.to) \($0.kind.rawValue) via \($0.via)" } == [
            "App->Event push via LaunchRouter -openEvent",
            "Event->Lecture push via EventRouter -openLecture",
            "Lecture->Event pop via LectureRouter -close",
        ])
    }

    @Test func aMixedAppCallsAcrossLanguagesByEachOthersSpelling() throws {
        let files = [
            // Objective-C module Board shows the Swift module Settings: `showSettingsFrom:` is Swift's `showSettings(from:)`.
            "App/Board/MXBoardViewController.h": "#import <UIKit/UIKit.h>\n@interface MXBoardViewController : UIViewController\n@end\n",
            "App/Board/MXBoardPresenter.h": "@interface MXBoardPresenter : NSObject\n@end\n",
            "App/Board/MXBoardWireframe.h": "@class SettingsRouter;\n@interface MXBoardWireframe : NSObject\n@property (nonatomic, strong) SettingsRouter *settingsRouter;\n@end\n",
            "App/Board/MXBoardWireframe.m": """
                #import "MXBoardWireframe.h"
                @interface MXBoardWireframe ()
                @property (nonatomic, weak) MXBoardViewController *viewController;
                @end
                @implementation MXBoardWireframe
                - (void)openSettings { [self.settingsRouter showSettingsFrom:self.viewController]; }
                @end
                """,
            "App/Settings/SettingsViewController.swift": "final class SettingsViewController: UIViewController {}",
            "App/Settings/SettingsPresenter.swift": "final class SettingsPresenter {}",
            // Swift module Settings shows the Objective-C module About: `presentAboutFromViewController:` is `presentAbout(from:)`.
            "App/Settings/SettingsRouter.swift": """
                @objc final class SettingsRouter: NSObject {
                    var aboutWireframe: MXAboutWireframe?
                    weak var viewController: SettingsViewController?
                    @objc func showSettings(from source: UIViewController) {
                        let settings = SettingsViewController()
                        viewController = settings
                        source.navigationController?.pushViewController(settings, animated: true)
                    }
                    func showAbout() { aboutWireframe?.presentAbout(from: viewController!) }
                }
                """,
            "App/About/MXAboutViewController.h": "#import <UIKit/UIKit.h>\n@interface MXAboutViewController : UIViewController\n@end\n",
            "App/About/MXAboutPresenter.h": "@interface MXAboutPresenter : NSObject\n@end\n",
            "App/About/MXAboutWireframe.h": "#import <UIKit/UIKit.h>\n@interface MXAboutWireframe : NSObject\n- (void)presentAboutFromViewController:(UIViewController *)viewController;\n@end\n",
            "App/About/MXAboutWireframe.m": """
                #import "MXAboutWireframe.h"
                @implementation MXAboutWireframe
                - (void)presentAboutFromViewController:(UIViewController *)viewController {
                    [viewController presentViewController:[MXAboutViewController new] animated:YES completion:nil];
                }
                @end
                """,
        ]
        let graph = try scanned(files)
        #expect(graph.navigation.map { "\($0.from)->\($0.to) \($0.kind.rawValue) via \($0.via) through \($0.through)" } == [
            "Board->Settings push via MXBoardWireframe -openSettings through [\"SettingsRouter.showSettings(from:)\"]",
            "Settings->About present via SettingsRouter.showAbout() through [\"MXAboutWireframe -presentAboutFromViewController:\"]",
        ])
    }

    @Test func aChainedConfigurationBlockNamesTheModuleWhenTheSegueOrFactoryDoesNot() throws {
        var files = Self.screens(["Alpha", "Beta", "Gamma"])
        for name in ["Alpha", "Beta", "Gamma"] {
            files["App/\(name)/\(name)ModuleInput.h"] = "@protocol \(name)ModuleInput <NSObject>\n- (void)configureWithText:(NSString *)text;\n@end\n"
        }
        files["App/Alpha/AlphaRouter.m"] = """
            @interface AlphaRouter ()
            @property (nonatomic, weak) id<RamblerViperModuleTransitionHandlerProtocol> transitionHandler;
            @property (nonatomic, strong) RamblerViperModuleFactory *gammaFactory;
            @end
            @implementation AlphaRouter
            - (void)openBeta:(NSString *)text {
                [[self.transitionHandler openModuleUsingSegue:@"AlphaToBeta"] thenChainUsingBlock:^id<RamblerViperModuleOutput>(id<BetaModuleInput> moduleInput) {
                    [moduleInput configureWithText:text];
                    return nil;
                }];
            }
            - (void)openGamma:(NSString *)text {
                [[self.transitionHandler openModuleUsingFactory:self.gammaFactory
                                            withTransitionBlock:^(id<RamblerViperModuleTransitionHandlerProtocol> source, id<RamblerViperModuleTransitionHandlerProtocol> destination) {
                    UIViewController *sourceViewController = (id)source;
                    [sourceViewController.navigationController pushViewController:(id)destination animated:YES];
                }] thenChainUsingBlock:^id<RamblerViperModuleOutput>(id<GammaModuleInput> moduleInput) {
                    [moduleInput configureWithText:text];
                    return nil;
                }];
            }
            @end
            """
        let graph = try scanned(files)
        // No storyboard has the segue (kind unknown); the factory is injected (the transition block pushes).
        #expect(graph.navigation.map { "\($0.from)->\($0.to) \($0.kind.rawValue) via \($0.via)" } == [
            "Alpha->Beta unknown via AlphaRouter -openBeta:",
            "Alpha->Gamma push via AlphaRouter -openGamma:",
        ])
    }

    @Test func anNSEnumRouteShowsOnlyTheModuleOfTheCaseItsCallerPasses() throws {
        var files = Self.screens(["Home", "List", "Add"], prefix: "RT", router: false)
        files["App/Home/RTRoute.h"] = "#import <Foundation/Foundation.h>\ntypedef NS_ENUM(NSInteger, RTRoute) {\n    RTRouteList,\n    RTRouteAdd\n};\n"
        files["App/Home/RTHomeWireframe.h"] = "#import \"RTRoute.h\"\n@interface RTHomeWireframe : NSObject\n@end\n"
        files["App/Home/RTHomeWireframe.m"] = """
            #import "RTHomeWireframe.h"
            @interface RTHomeWireframe ()
            @property (nonatomic, weak) UINavigationController *navigationController;
            @end
            @implementation RTHomeWireframe
            - (void)openRoute:(RTRoute)route {
                switch (route) {
                    case RTRouteList:
                        [self.navigationController pushViewController:[RTListViewController new] animated:YES];
                        break;
                    case RTRouteAdd:
                        [self.navigationController presentViewController:[RTAddViewController new] animated:YES completion:nil];
                        break;
                }
            }
            - (void)addItem { [self openRoute:RTRouteAdd]; }
            @end
            """
        let graph = try scanned(files)
        #expect(graph.navigation.map { "\($0.from)->\($0.to) \($0.kind.rawValue) via \($0.via)" } == [
            "Home->Add present via RTHomeWireframe -addItem",
        ])
    }

    /// The view and presenter of three modules of a mixed app: Board and About in Objective-C, Settings in Swift.
    static let mixedScreens: [String: String] = [
            "App/About/MXAboutViewController.h": "#import <UIKit/UIKit.h>\n@interface MXAboutViewController : UIViewController\n@end\n",
            "App/About/MXAboutPresenter.h": "@interface MXAboutPresenter : NSObject\n@end\n",
            "App/Settings/SettingsViewController.swift": "final class SettingsViewController: UIViewController {}",
            "App/Settings/SettingsPresenter.swift": "final class SettingsPresenter {}",
            "App/Board/MXBoardViewController.h": "#import <UIKit/UIKit.h>\n@interface MXBoardViewController : UIViewController\n@end\n",
            "App/Board/MXBoardPresenter.h": "@interface MXBoardPresenter : NSObject\n@end\n",
    ]

    @Test func explicitRenamesAcrossLanguagesAreFollowed() throws {
        let files = Self.mixedScreens.merging([
            // NS_SWIFT_NAME on the header's declaration renames the implementation's method for Swift callers.
            "App/About/MXAboutWireframe.h": """
                #import <UIKit/UIKit.h>
                @interface MXAboutWireframe : NSObject
                - (void)showAboutScreenOver:(UIViewController *)viewController NS_SWIFT_NAME(open(over:));
                @end
                """,
            "App/About/MXAboutWireframe.m": """
                #import "MXAboutWireframe.h"
                @implementation MXAboutWireframe
                - (void)showAboutScreenOver:(UIViewController *)viewController {
                    [viewController presentViewController:[MXAboutViewController new] animated:YES completion:nil];
                }
                @end
                """,
            // @objc(selector) on a Swift method is the name Objective-C sends.
            "App/Settings/SettingsRouter.swift": """
                @objc final class SettingsRouter: NSObject {
                    var aboutWireframe: MXAboutWireframe?
                    weak var viewController: SettingsViewController?
                    @objc(displaySettingsOn:) func show(on source: UIViewController) {
                        source.navigationController?.pushViewController(SettingsViewController(), animated: true)
                    }
                    func showAbout() { aboutWireframe?.open(over: viewController!) }
                }
                """,
            "App/Board/MXBoardWireframe.h": "@class SettingsRouter;\n@interface MXBoardWireframe : NSObject\n@property (nonatomic, strong) SettingsRouter *settingsRouter;\n@property (nonatomic, weak) MXBoardViewController *viewController;\n@end\n",
            "App/Board/MXBoardWireframe.m": """
                @implementation MXBoardWireframe
                - (void)openSettings { [self.settingsRouter displaySettingsOn:self.viewController]; }
                @end
                """,
        ]) { a, _ in a }
        let graph = try scanned(files)
        #expect(graph.navigation.map { "\($0.from)->\($0.to) \($0.kind.rawValue) via \($0.via)" } == [
            "Board->Settings push via MXBoardWireframe -openSettings",
            "Settings->About present via SettingsRouter.showAbout()",
        ])
    }

    @Test func aClassKnownByAnotherNameInTheOtherLanguageIsOneType() throws {
        let files = Self.mixedScreens.merging([
            // Swift calls this class AboutWireframe.
            "App/About/MXAboutWireframe.h": """
                #import <UIKit/UIKit.h>
                NS_SWIFT_NAME(AboutWireframe)
                @interface MXAboutWireframe : NSObject
                - (void)presentAbout:(UIViewController *)viewController;
                @end
                """,
            "App/About/MXAboutWireframe.m": """
                #import "MXAboutWireframe.h"
                @implementation MXAboutWireframe
                - (void)presentAbout:(UIViewController *)viewController {
                    [viewController presentViewController:[MXAboutViewController new] animated:YES completion:nil];
                }
                @end
                """,
            // Objective-C calls this class MXSettingsRouter.
            "App/Settings/SettingsRouter.swift": """
                @objc(MXSettingsRouter) final class SettingsRouter: NSObject {
                    var aboutWireframe: AboutWireframe?
                    weak var viewController: SettingsViewController?
                    @objc func showSettings(_ source: UIViewController) {
                        source.navigationController?.pushViewController(SettingsViewController(), animated: true)
                    }
                    func showAbout() { aboutWireframe?.presentAbout(viewController!) }
                }
                """,
            "App/Board/MXBoardWireframe.h": "@class MXSettingsRouter;\n@interface MXBoardWireframe : NSObject\n@property (nonatomic, strong) MXSettingsRouter *settingsRouter;\n@property (nonatomic, weak) MXBoardViewController *viewController;\n@end\n",
            "App/Board/MXBoardWireframe.m": """
                @implementation MXBoardWireframe
                - (void)openSettings { [self.settingsRouter showSettings:self.viewController]; }
                @end
                """,
        ]) { a, _ in a }
        let graph = try scanned(files)
        #expect(graph.navigation.map { "\($0.from)->\($0.to) \($0.kind.rawValue) via \($0.via)" } == [
            "Board->Settings push via MXBoardWireframe -openSettings",
            "Settings->About present via SettingsRouter.showAbout()",
        ])
        // Each class is one component, under the name it is declared with.
        let names = graph.modules.flatMap { $0.components.map(\.name) }
        #expect(names.contains("SettingsRouter") && names.contains("MXAboutWireframe") && !names.contains("MXSettingsRouter") && !names.contains("AboutWireframe"))
    }
}
