//
//  NavigationTests.swift
//  GambitTests
//

import XCTest
@testable import Gambit

final class NavigationTests: XCTestCase {

    private var window: UIWindow!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: UIScreen.main.bounds)
    }

    override func tearDown() {
        window.isHidden = true
        window = nil
        super.tearDown()
    }

    private func host(_ viewController: UIViewController) {
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        viewController.loadViewIfNeeded()
    }

    func testOpenBoardPushesTheBoardScreen() {
        let source = UIViewController()
        let navigation = UINavigationController(rootViewController: source)
        host(navigation)
        let router = PuzzlesRouter(store: PuzzleStoreStub())
        router.viewController = source

        router.openBoard(puzzleId: "p-1")

        XCTAssertTrue(navigation.topViewController is PuzzleBoardViewController)
    }

    func testCloseBoardPopsBackToTheList() {
        let store = PuzzleStoreStub()
        let list = PuzzlesBuilder.build(store: store)
        let navigation = UINavigationController(rootViewController: list)
        host(navigation)
        let board = PuzzleBoardBuilder.build(puzzleId: "p-1", store: store)
        navigation.pushViewController(board, animated: false)
        let router = PuzzleBoardRouter()
        router.viewController = board

        router.closeBoard()

        XCTAssertTrue(navigation.topViewController === list)
    }

    func testBoardShowsPuzzleTitleWhenHostedAlone() {
        let board = PuzzleBoardBuilder.build(puzzleId: "p-1", store: PuzzleStoreStub())

        host(board)

        XCTAssertEqual(board.title, "Mate in one")
    }
}
