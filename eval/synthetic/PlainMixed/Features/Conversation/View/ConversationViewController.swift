import UIKit

final class ConversationViewController: UIViewController, ConversationViewProtocol {

    var presenter: ConversationPresenterProtocol?

    private let tableView = UITableView()
    private let inputField = UITextField()
    private let sendButton = UIButton(type: .system)
    private var messages: [MessageViewModel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.delegate = self
        tableView.separatorStyle = .none
        tableView.register(MessageBubbleCell.self, forCellReuseIdentifier: MessageBubbleCell.identifier)
        inputField.placeholder = "Message"
        inputField.borderStyle = .roundedRect
        sendButton.setTitle("Send", for: .normal)
        sendButton.addTarget(self, action: #selector(sendTapped), for: .touchUpInside)

        let composer = UIStackView(arrangedSubviews: [inputField, sendButton])
        composer.spacing = 8
        let stack = UIStackView(arrangedSubviews: [tableView, composer])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)
        ])
        presenter?.viewDidLoad()
    }

    @objc private func sendTapped() {
        presenter?.didTapSend(text: inputField.text ?? "")
    }

    @objc private func closeTapped() {
        presenter?.didTapClose()
    }

    // MARK: ConversationViewProtocol

    func setTitle(_ title: String) {
        self.title = title
    }

    func showMessages(_ messages: [MessageViewModel]) {
        self.messages = messages
        tableView.reloadData()
        if !messages.isEmpty {
            tableView.scrollToRow(at: IndexPath(row: messages.count - 1, section: 0), at: .bottom, animated: true)
        }
    }

    func clearComposer() {
        inputField.text = nil
    }

    func showCloseButton(_ visible: Bool) {
        navigationItem.leftBarButtonItem = visible
            ? UIBarButtonItem(barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
            : nil
    }
}

extension ConversationViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageBubbleCell.identifier,
                                                 for: indexPath) as! MessageBubbleCell
        cell.configure(with: messages[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let text = messages[indexPath.row].text
        let detector = try? NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue)
        let match = detector?.firstMatch(in: text, options: [], range: NSRange(text.startIndex..., in: text))
        if let url = match?.url {
            presenter?.didTapLink(url)
        }
    }
}
