//
//  TestDoubles.swift
//  GambitTests
//

import UIKit
@testable import Gambit

final class PuzzleStoreStub: PuzzleStoring {

    var puzzles: [Puzzle] = [
        Puzzle(id: "p-1", title: "Mate in one", fen: "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", solution: ["Rd8#"])
    ]
    private(set) var solvedIds: [String] = []

    func dailyPuzzles() -> [Puzzle] {
        puzzles
    }

    func puzzle(id: String) -> Puzzle? {
        puzzles.first { $0.id == id }
    }

    func markSolved(id: String) {
        solvedIds.append(id)
    }
}

final class PuzzlesViewSpy: PuzzlesViewInput {

    private(set) var displayedTitles: [[String]] = []

    func display(titles: [String]) {
        displayedTitles.append(titles)
    }
}

final class PuzzlesInteractorStub: PuzzlesInteractorInput {

    var puzzles: [Puzzle] = []

    func loadPuzzles() -> [Puzzle] {
        puzzles
    }
}

final class PuzzlesRouterSpy: PuzzlesRouterInput {

    private(set) var openedPuzzleIds: [String] = []

    func openBoard(puzzleId: String) {
        openedPuzzleIds.append(puzzleId)
    }
}

final class PuzzleBoardViewSpy: PuzzleBoardViewInput {

    private(set) var wrongMoveCount = 0
    private(set) var displayedTitle: String?

    func display(title: String, position: String) {
        displayedTitle = title
    }

    func showWrongMove() {
        wrongMoveCount += 1
    }
}

final class PuzzleBoardRouterSpy: PuzzleBoardRouterInput {

    private(set) var closeBoardCallCount = 0

    func closeBoard() {
        closeBoardCallCount += 1
    }
}
