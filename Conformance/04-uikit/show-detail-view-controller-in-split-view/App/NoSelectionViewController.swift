import UIKit

/// What the detail column shows before a sighting is picked.
final class NoSelectionViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let label = UILabel()
        label.text = "Pick a sighting"
        label.textColor = .secondaryLabel
        label.sizeToFit()
        label.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        label.autoresizingMask = [.flexibleTopMargin, .flexibleBottomMargin, .flexibleLeftMargin, .flexibleRightMargin]
        view.addSubview(label)
    }
}
