//
//  GradePickerViewController.m
//  Crux
//

#import "GradePickerViewController.h"
#import "GradePickerPresenter.h"
#import "GradePickerRouter.h"

static NSString * const kGradeCellIdentifier = @"GradeCell";

@interface GradePickerViewController ()

@property (nonatomic, copy) NSArray<NSString *> *grades;

@end

@implementation GradePickerViewController

+ (instancetype)moduleWithDelegate:(id<GradePickerModuleDelegate>)delegate {
    GradePickerViewController *view = [[self alloc] initWithStyle:UITableViewStyleInsetGrouped];
    GradePickerPresenter *presenter = [[GradePickerPresenter alloc] init];
    GradePickerRouter *router = [[GradePickerRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    presenter.delegate = delegate;
    router.viewController = view;

    return view;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Grade";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kGradeCellIdentifier];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCancel target:self action:@selector(cancelTapped:)];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - GradePickerViewInput

- (void)showGrades:(NSArray<NSString *> *)grades {
    self.grades = grades;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.grades.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kGradeCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.grades[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [self.output didSelectGradeAtIndex:indexPath.row];
}

#pragma mark - Actions

- (void)cancelTapped:(id)sender {
    [self.output didTapCancel];
}

@end
