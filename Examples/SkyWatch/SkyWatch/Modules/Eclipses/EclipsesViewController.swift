import UIKit

protocol EclipsesDisplayLogic: AnyObject {
    func displayNextEclipse(_ date: String)
}

/// Shows the Learn tab's lesson on eclipses with the date of the next eclipse.
final class EclipsesViewController: UIViewController, EclipsesDisplayLogic, LessonPage {
    let lesson = Lesson.eclipses
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        displayNextEclipse("2027-08-02")
    }

    func displayNextEclipse(_ date: String) {
        label.text = "Next eclipse: \(date)"
    }
}
