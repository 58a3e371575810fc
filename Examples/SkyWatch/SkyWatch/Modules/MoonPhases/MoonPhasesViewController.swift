import UIKit

final class MoonPhasesViewController: UIViewController, LessonPage {
    let lesson = Lesson.moonPhases

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Moon phases"
    }
}
