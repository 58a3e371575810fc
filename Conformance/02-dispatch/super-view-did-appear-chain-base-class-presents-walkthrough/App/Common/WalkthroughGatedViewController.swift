import UIKit

/// Base for screens with a one-time walkthrough. A subclass names its topic; the first time
/// the screen appears, the walkthrough for that topic is presented over it.
class WalkthroughGatedViewController: UIViewController {

    /// `nil`: the screen has no walkthrough.
    var walkthroughTopic: WalkthroughTopic? { nil }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let topic = walkthroughTopic, !WalkthroughTopic.hasSeen(topic) else { return }
        WalkthroughTopic.markSeen(topic)
        let walkthrough = WalkthroughAssembly.assemble(topic: topic)
        walkthrough.modalPresentationStyle = .formSheet
        present(walkthrough, animated: true)
    }
}
