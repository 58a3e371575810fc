//
//  EntryEditor.swift
//  Inkwell
//

import UIKit

// MARK: - Contracts

protocol EntryEditorViewInput: AnyObject {
    func display(paragraphs: [String])
}

protocol EntryEditorViewOutput: AnyObject {
    func viewDidLoad()
}

protocol EntryEditorInteractorInput: AnyObject {
    func loadParagraphs()
}

protocol EntryEditorInteractorOutput: AnyObject {
    func didLoad(paragraphs: [String])
}

// MARK: - View

final class EntryEditorViewController: UITableViewController, EntryEditorViewInput {
    var output: EntryEditorViewOutput!
    private var paragraphs: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit Entry"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(paragraphs: [String]) {
        self.paragraphs = paragraphs
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        paragraphs.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = paragraphs[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class EntryEditorPresenter: EntryEditorViewOutput, EntryEditorInteractorOutput {
    private weak var view: EntryEditorViewInput?
    private let interactor: EntryEditorInteractorInput
    private let entry: String
    private var paragraphs: [String] = []

    init(view: EntryEditorViewInput, interactor: EntryEditorInteractorInput, entry: String) {
        self.view = view
        self.interactor = interactor
        self.entry = entry
    }

    func viewDidLoad() {
        interactor.loadParagraphs()
    }

    func didLoad(paragraphs: [String]) {
        self.paragraphs = paragraphs
        view?.display(paragraphs: paragraphs)
    }
}

// MARK: - Interactor

final class EntryEditorInteractor: EntryEditorInteractorInput {
    weak var output: EntryEditorInteractorOutput?

    func loadParagraphs() {
        output?.didLoad(paragraphs: ["It rained all day."])
    }
}

// MARK: - Builder

enum EntryEditorBuilder {
    static func build(entry: String) -> UIViewController {
        let view = EntryEditorViewController()
        let interactor = EntryEditorInteractor()
        let presenter = EntryEditorPresenter(view: view, interactor: interactor, entry: entry)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
