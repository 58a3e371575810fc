import UIKit

protocol GuideViewInput: AnyObject {
    func showPages(_ pages: [UIViewController])
}

final class GuideViewController: UIPageViewController, GuideViewInput {
    var presenter: GuidePresenter!
    private var pages: [UIViewController] = []

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        view.backgroundColor = .systemBackground
        presenter.viewDidLoad()
    }

    func showPages(_ pages: [UIViewController]) {
        self.pages = pages
        guard let first = pages.first else { return }
        setViewControllers([first], direction: .forward, animated: false)
    }
}

extension GuideViewController: UIPageViewControllerDataSource {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pages.count
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        0
    }
}
