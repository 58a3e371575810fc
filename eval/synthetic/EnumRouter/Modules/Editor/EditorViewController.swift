import UIKit

final class EditorViewController: UIViewController, UITextViewDelegate {

    var output: EditorViewOutput!

    private let toolbar = UIToolbar()
    private let titleField = UITextField()
    private let bodyView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped)),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
        ]
        titleField.placeholder = "Title"
        titleField.font = .preferredFont(forTextStyle: .title1)
        titleField.addTarget(self, action: #selector(textChanged), for: .editingChanged)
        bodyView.font = .preferredFont(forTextStyle: .body)
        bodyView.delegate = self

        let stack = UIStackView(arrangedSubviews: [toolbar, titleField, bodyView])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        output.viewIsReady()
    }

    func textViewDidChange(_ textView: UITextView) {
        textChanged()
    }

    @objc private func textChanged() {
        output.didChange(title: titleField.text ?? "", body: bodyView.text)
    }

    @objc private func saveTapped() { output.didTapSave() }
    @objc private func cancelTapped() { output.didTapCancel() }
}

extension EditorViewController: EditorViewInput {
    func show(draft: Draft) {
        titleField.text = draft.title
        bodyView.text = draft.body
    }

    func confirmDiscard() {
        let sheet = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.output.didConfirmDiscard()
        })
        sheet.addAction(UIAlertAction(title: "Keep editing", style: .cancel))
        present(sheet, animated: true)
    }
}
