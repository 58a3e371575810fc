//
//  CommentsViewController.swift
//  Comments
//
//  Created by Mina Cho on 2024/04/02.
//

import UIKit

protocol CommentsViewInterface: AnyObject {
    func show(_ comments: [CommentsEntity])
    func clearComposer()
    func showMessage(_ message: String)
}

/// Lists a recipe's comments, newest first, with a text field at the top for adding one.
final class CommentsViewController: UITableViewController {

    private let presenter: CommentsPresenterInterface
    private var comments: [CommentsEntity] = []
    private let composer = UITextField()

    init(presenter: CommentsPresenterInterface) {
        self.presenter = presenter
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close,
                                                           target: self,
                                                           action: #selector(closeTapped))
        composer.placeholder = "Add a comment…"
        composer.returnKeyType = .send
        composer.delegate = self
        composer.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 48)
        tableView.tableHeaderView = composer
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "CommentCell")
        presenter.viewDidLoad()
    }

    @objc private func closeTapped() {
        presenter.didTapClose()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        comments.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CommentCell", for: indexPath)
        let comment = comments[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = comment.body
        content.secondaryText = "\(comment.author) · \(comment.relativeDate)"
        cell.contentConfiguration = content
        return cell
    }
}

extension CommentsViewController: CommentsViewInterface, UITextFieldDelegate {

    func show(_ comments: [CommentsEntity]) {
        self.comments = comments
        tableView.reloadData()
    }

    func clearComposer() {
        composer.text = nil
        composer.resignFirstResponder()
    }

    func showMessage(_ message: String) {
        composer.placeholder = message
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        presenter.didSubmit(text: textField.text ?? "")
        return true
    }
}
