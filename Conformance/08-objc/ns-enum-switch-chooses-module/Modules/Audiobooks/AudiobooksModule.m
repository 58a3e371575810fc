//
//  AudiobooksModule.m
//  Earshot
//

#import "AudiobooksModule.h"

static NSString * const kAudiobookCellIdentifier = @"AudiobookCell";

#pragma mark - View

@interface AudiobooksViewController ()
@property (nonatomic, copy) NSArray<NSString *> *titles;
@end

@implementation AudiobooksViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Audiobooks";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kAudiobookCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

- (void)showTitles:(NSArray<NSString *> *)titles {
    self.titles = titles;
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.titles.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kAudiobookCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.titles[indexPath.row];
    return cell;
}

@end

#pragma mark - Presenter

@implementation AudiobooksPresenter

- (void)didTriggerViewReadyEvent {
    [self.view showTitles:@[@"The Long Way Round (11 h 4 min)", @"Salt and Stone (8 h 37 min)"]];
}

@end

#pragma mark - Assembly

@implementation AudiobooksAssembly

+ (UIViewController *)buildModule {
    AudiobooksViewController *view = [[AudiobooksViewController alloc] initWithStyle:UITableViewStylePlain];
    AudiobooksPresenter *presenter = [[AudiobooksPresenter alloc] init];
    view.output = presenter;
    presenter.view = view;
    return view;
}

@end
