//
//  PuzzleBoardPresenterTests.swift
//  GambitTests
//

import XCTest
@testable import Gambit

final class PuzzleBoardPresenterTests: XCTestCase {

    func testCorrectMoveClosesTheBoard() {
        let store = PuzzleStoreStub()
        let router = PuzzleBoardRouterSpy()
        let sut = PuzzleBoardPresenter(interactor: PuzzleBoardInteractor(puzzleId: "p-1", store: store), router: router)

        sut.didEnterMove("Rd8#")

        XCTAssertEqual(router.closeBoardCallCount, 1)
        XCTAssertEqual(store.solvedIds, ["p-1"])
    }

    func testWrongMoveKeepsTheBoardOpen() {
        let view = PuzzleBoardViewSpy()
        let router = PuzzleBoardRouterSpy()
        let sut = PuzzleBoardPresenter(interactor: PuzzleBoardInteractor(puzzleId: "p-1", store: PuzzleStoreStub()), router: router)
        sut.view = view

        sut.didEnterMove("Kh1")

        XCTAssertEqual(router.closeBoardCallCount, 0)
        XCTAssertEqual(view.wrongMoveCount, 1)
    }
}
