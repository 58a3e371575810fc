//
//  PuzzlesPresenterTests.swift
//  GambitTests
//

import XCTest
@testable import Gambit

final class PuzzlesPresenterTests: XCTestCase {

    private var view: PuzzlesViewSpy!
    private var interactor: PuzzlesInteractorStub!
    private var router: PuzzlesRouterSpy!
    private var sut: PuzzlesPresenter!

    override func setUp() {
        super.setUp()
        view = PuzzlesViewSpy()
        interactor = PuzzlesInteractorStub()
        router = PuzzlesRouterSpy()
        sut = PuzzlesPresenter(interactor: interactor, router: router)
        sut.view = view
    }

    func testViewDidLoadShowsPuzzleTitles() {
        interactor.puzzles = PuzzleStoreStub().puzzles

        sut.viewDidLoad()

        XCTAssertEqual(view.displayedTitles, [["Mate in one"]])
    }

    func testSelectingAPuzzleAsksTheRouterForItsBoard() {
        interactor.puzzles = PuzzleStoreStub().puzzles
        sut.viewDidLoad()

        sut.didSelectPuzzle(at: 0)

        XCTAssertEqual(router.openedPuzzleIds, ["p-1"])
    }

    func testSelectingOutOfRangeDoesNothing() {
        sut.viewDidLoad()

        sut.didSelectPuzzle(at: 3)

        XCTAssertTrue(router.openedPuzzleIds.isEmpty)
    }
}
