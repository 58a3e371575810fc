import UIKit

protocol PlaylistEditorViewInput: AnyObject {
    func show(title: String, trackCount: Int)
}

final class PlaylistEditorViewController: UIViewController, PlaylistEditorViewInput {
    var presenter: PlaylistEditorViewOutput!
    private let titleField = UITextField()
    private let countLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save,
                                                            target: self,
                                                            action: #selector(saveTapped))
        titleField.borderStyle = .roundedRect
        let stack = UIStackView(arrangedSubviews: [titleField, countLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(title: String, trackCount: Int) {
        titleField.text = title
        countLabel.text = "\(trackCount) tracks"
    }

    @objc private func saveTapped() {
        presenter.didTapSave(title: titleField.text ?? "")
    }
}
