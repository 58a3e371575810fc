import UIKit

/// Shows the Learn tab's lesson on the phases of the moon.
final class MoonPhasesViewController: UIViewController, LessonPage {
    let lesson = Lesson.moonPhases

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Moon phases"
    }
}
