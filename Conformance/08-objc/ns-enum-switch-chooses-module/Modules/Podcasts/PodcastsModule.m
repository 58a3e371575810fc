//
//  PodcastsModule.m
//  Earshot
//

#import "PodcastsModule.h"

static NSString * const kEpisodeCellIdentifier = @"EpisodeCell";

#pragma mark - View

@interface PodcastsViewController ()
@property (nonatomic, copy) NSArray<NSString *> *episodes;
@end

@implementation PodcastsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kEpisodeCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

- (void)showEpisodes:(NSArray<NSString *> *)episodes title:(NSString *)title {
    self.title = title;
    self.episodes = episodes;
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.episodes.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kEpisodeCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.episodes[indexPath.row];
    return cell;
}

@end

#pragma mark - Presenter

@implementation PodcastsPresenter

- (void)didTriggerViewReadyEvent {
    NSArray<NSString *> *all = @[@"Field Notes #112", @"Night Trains #40", @"Field Notes #111", @"Small Harbours #7"];
    if (self.onlyNewEpisodes) {
        [self.view showEpisodes:[all subarrayWithRange:NSMakeRange(0, 2)] title:@"New episodes"];
    } else {
        [self.view showEpisodes:all title:@"Podcasts"];
    }
}

@end

#pragma mark - Assembly

@implementation PodcastsAssembly

+ (UIViewController *)buildModuleShowingOnlyNewEpisodes:(BOOL)onlyNewEpisodes {
    PodcastsViewController *view = [[PodcastsViewController alloc] initWithStyle:UITableViewStylePlain];
    PodcastsPresenter *presenter = [[PodcastsPresenter alloc] init];
    presenter.onlyNewEpisodes = onlyNewEpisodes;
    view.output = presenter;
    presenter.view = view;
    return view;
}

@end
