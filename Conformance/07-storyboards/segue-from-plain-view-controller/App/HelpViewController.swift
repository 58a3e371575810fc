import UIKit

final class HelpViewController: UIViewController {
    @IBOutlet private weak var faqTextView: UITextView!

    override func viewDidLoad() {
        super.viewDidLoad()
        faqTextView.text = """
        How do I unlock a bike? Scan the QR code on the handlebar.
        Where can I park? Any dock marked with a blue P.
        What if the bike is damaged? Report it before you ride.
        """
    }
}
