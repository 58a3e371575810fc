import UIKit

final class OnboardingViewController: UIViewController {

    @IBOutlet private weak var imageView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var subtitleLabel: UILabel!
    @IBOutlet private weak var pageControl: UIPageControl!
    @IBOutlet private weak var getStartedButton: UIButton!

    var output: OnboardingViewOutput!
    private var currentIndex = 0
    private var pageCount = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        OnboardingModule.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let left = UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:)))
        left.direction = .left
        let right = UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:)))
        right.direction = .right
        view.addGestureRecognizer(left)
        view.addGestureRecognizer(right)
        output.viewIsReady()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard segue.identifier == OnboardingRouter.termsSegue,
              let terms = segue.destination as? TermsViewController else { return }
        TermsModule.configure(terms) { [weak self] in
            self?.output.didAcceptTerms()
        }
    }

    @objc private func swiped(_ gesture: UISwipeGestureRecognizer) {
        let next = gesture.direction == .left ? currentIndex + 1 : currentIndex - 1
        guard (0..<pageCount).contains(next) else { return }
        output.didSwipe(to: next)
    }

    @IBAction private func termsTapped(_ sender: UIButton) {
        output.didTapTerms()
    }

    @IBAction private func getStartedTapped(_ sender: UIButton) {
        output.didTapGetStarted()
    }
}

extension OnboardingViewController: OnboardingViewInput {
    func show(page: OnboardingPage, index: Int, count: Int) {
        currentIndex = index
        pageCount = count
        imageView.image = UIImage(named: page.imageName)
        titleLabel.text = page.title
        subtitleLabel.text = page.subtitle
        pageControl.numberOfPages = count
        pageControl.currentPage = index
    }

    func setTermsAccepted(_ accepted: Bool) {
        getStartedButton.isEnabled = accepted
    }
}
