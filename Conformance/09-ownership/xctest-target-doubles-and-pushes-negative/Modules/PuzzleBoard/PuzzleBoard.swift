//
//  PuzzleBoard.swift
//  Gambit
//

import UIKit

// MARK: - Contracts

protocol PuzzleBoardViewInput: AnyObject {
    func display(title: String, position: String)
    func showWrongMove()
}

protocol PuzzleBoardViewOutput: AnyObject {
    func viewDidLoad()
    func didEnterMove(_ move: String)
}

protocol PuzzleBoardInteractorInput: AnyObject {
    func loadPuzzle() -> Puzzle?
    func check(move: String) -> Bool
}

protocol PuzzleBoardRouterInput: AnyObject {
    func closeBoard()
}

// MARK: - View

final class PuzzleBoardViewController: UIViewController, PuzzleBoardViewInput, UITextFieldDelegate {

    var presenter: PuzzleBoardViewOutput!
    let positionLabel = UILabel()
    private let moveField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        positionLabel.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        positionLabel.numberOfLines = 0
        moveField.placeholder = "Your move, e.g. Nf3"
        moveField.borderStyle = .roundedRect
        moveField.autocapitalizationType = .none
        moveField.delegate = self
        let stack = UIStackView(arrangedSubviews: [positionLabel, moveField])
        stack.axis = .vertical
        stack.spacing = 20
        stack.frame = view.bounds.insetBy(dx: 20, dy: 160)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func display(title: String, position: String) {
        self.title = title
        positionLabel.text = position
    }

    func showWrongMove() {
        moveField.text = nil
        moveField.placeholder = "Not quite, try again"
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        presenter.didEnterMove(textField.text ?? "")
        return true
    }
}

// MARK: - Presenter

final class PuzzleBoardPresenter: PuzzleBoardViewOutput {

    weak var view: PuzzleBoardViewInput?
    private let interactor: PuzzleBoardInteractorInput
    private let router: PuzzleBoardRouterInput

    init(interactor: PuzzleBoardInteractorInput, router: PuzzleBoardRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        guard let puzzle = interactor.loadPuzzle() else { return }
        view?.display(title: puzzle.title, position: puzzle.fen)
    }

    func didEnterMove(_ move: String) {
        if interactor.check(move: move) {
            router.closeBoard()
        } else {
            view?.showWrongMove()
        }
    }
}

// MARK: - Interactor

final class PuzzleBoardInteractor: PuzzleBoardInteractorInput {

    private let puzzleId: String
    private let store: PuzzleStoring

    init(puzzleId: String, store: PuzzleStoring) {
        self.puzzleId = puzzleId
        self.store = store
    }

    func loadPuzzle() -> Puzzle? {
        store.puzzle(id: puzzleId)
    }

    func check(move: String) -> Bool {
        guard let first = store.puzzle(id: puzzleId)?.solution.first,
              move.trimmingCharacters(in: .whitespaces) == first else { return false }
        store.markSolved(id: puzzleId)
        return true
    }
}

// MARK: - Router

final class PuzzleBoardRouter: PuzzleBoardRouterInput {

    weak var viewController: UIViewController?

    func closeBoard() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}

// MARK: - Builder

enum PuzzleBoardBuilder {

    static func build(puzzleId: String, store: PuzzleStoring) -> UIViewController {
        let view = PuzzleBoardViewController()
        let router = PuzzleBoardRouter()
        let interactor = PuzzleBoardInteractor(puzzleId: puzzleId, store: store)
        let presenter = PuzzleBoardPresenter(interactor: interactor, router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
