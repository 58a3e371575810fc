//
//  Conversation.swift
//  Murmur
//

import UIKit

// MARK: - Contracts

protocol ConversationViewInput: AnyObject {
    func display(messages: [String])
}

protocol ConversationViewOutput: AnyObject {
    func viewDidLoad()
}

protocol ConversationInteractorInput: AnyObject {
    func loadMessages()
}

protocol ConversationInteractorOutput: AnyObject {
    func didLoad(messages: [String])
}

// MARK: - View

final class ConversationViewController: UITableViewController, ConversationViewInput {
    var output: ConversationViewOutput!
    private var messages: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        output.viewDidLoad()
    }

    func display(messages: [String]) {
        self.messages = messages
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
}

// MARK: - Presenter

final class ConversationPresenter: ConversationViewOutput, ConversationInteractorOutput {
    private weak var view: ConversationViewInput?
    private let interactor: ConversationInteractorInput
    private let contact: String
    private var messages: [String] = []

    init(view: ConversationViewInput, interactor: ConversationInteractorInput, contact: String) {
        self.view = view
        self.interactor = interactor
        self.contact = contact
    }

    func viewDidLoad() {
        interactor.loadMessages()
    }

    func didLoad(messages: [String]) {
        self.messages = messages
        view?.display(messages: messages)
    }
}

// MARK: - Interactor

final class ConversationInteractor: ConversationInteractorInput {
    weak var output: ConversationInteractorOutput?

    func loadMessages() {
        output?.didLoad(messages: ["See you at 8?", "Sure!"])
    }
}

// MARK: - Builder

enum ConversationBuilder {
    static func build(contact: String) -> UIViewController {
        let view = ConversationViewController()
        let interactor = ConversationInteractor()
        let presenter = ConversationPresenter(view: view, interactor: interactor, contact: contact)
        view.output = presenter
        interactor.output = presenter
        return view
    }
}
