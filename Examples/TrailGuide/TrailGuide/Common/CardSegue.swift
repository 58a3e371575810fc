import UIKit

/// Shows its destination as a card: a page-sheet presentation.
final class CardSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalPresentationStyle = .pageSheet
        source.present(destination, animated: true)
    }
}
