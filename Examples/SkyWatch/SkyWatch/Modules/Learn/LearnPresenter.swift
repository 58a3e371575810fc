final class LearnPresenter: LearnViewOutput {
    private(set) var opened = 0

    func viewDidLoad() {
        opened += 1
    }
}
