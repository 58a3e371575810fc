import UIKit

/// Lessons one page at a time: the data source builds each page when it is swiped to.
final class LearnViewController: UIPageViewController, UIPageViewControllerDataSource {
    var output: LearnViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([screen(for: .moonPhases)], direction: .forward, animated: false)
        output?.viewDidLoad()
    }

    private func screen(for lesson: Lesson) -> UIViewController {
        switch lesson {
        case .moonPhases: return MoonPhasesBuilder.build()
        case .eclipses: return EclipsesViewController()
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? LessonPage, let previous = Lesson(rawValue: page.lesson.rawValue - 1) else { return nil }
        return screen(for: previous)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? LessonPage, let next = Lesson(rawValue: page.lesson.rawValue + 1) else { return nil }
        return screen(for: next)
    }
}
