import UIKit

final class NoteEditorViewController: UIViewController {

    var presenter: NoteEditorPresenter!
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.font = .preferredFont(forTextStyle: .body)
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.text = presenter.initialText
        view.addSubview(textView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    }

    @objc private func doneTapped() {
        presenter.didTapDone(text: textView.text)
    }
}
