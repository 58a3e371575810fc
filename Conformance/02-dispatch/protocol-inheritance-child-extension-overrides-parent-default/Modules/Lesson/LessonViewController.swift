import UIKit

protocol LessonViewInput: AnyObject {
    func show(title: String, phrases: [String])
}

final class LessonViewController: UIViewController, LessonViewInput {
    var output: LessonViewOutput!
    private let phrasesLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        phrasesLabel.numberOfLines = 0
        phrasesLabel.font = .preferredFont(forTextStyle: .title2)
        phrasesLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(phrasesLabel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "questionmark.circle"),
                                                            style: .plain, target: self, action: #selector(helpTapped))
        output.viewDidLoad()
    }

    func show(title: String, phrases: [String]) {
        self.title = title
        phrasesLabel.text = phrases.joined(separator: "\n\n")
    }

    @objc private func helpTapped() {
        output.didTapHelp()
    }
}
