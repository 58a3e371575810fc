import UIKit

/// Static sheet explaining the tasting-note vocabulary.
final class TastingNotesHelpViewController: UIViewController {

    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = """
        Body: how heavy the wine feels.
        Tannin: the drying grip, mostly in reds.
        Finish: how long the flavour lasts after swallowing.
        """
        textView.frame = view.bounds.insetBy(dx: 16, dy: 24)
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
    }
}
