//
//  QuiltProjectsModule.m
//  Patchwork
//

#import "QuiltProjectsModule.h"

@implementation QuiltProjectsPresenter

- (NSArray<NSString *> *)projects {
    return @[@"Log cabin throw · 60%", @"Baby quilt in flying geese · 25%", @"Scrappy table runner · done"];
}

@end

@implementation QuiltProjectsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Projects";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Project"];
    // No target: the tap goes up the responder chain to whoever implements -startProjectNote:.
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCompose target:nil action:@selector(startProjectNote:)];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.presenter.projects.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Project" forIndexPath:indexPath];
    cell.textLabel.text = self.presenter.projects[indexPath.row];
    return cell;
}

@end

@implementation QuiltProjectsAssembly

+ (UIViewController *)buildModule {
    QuiltProjectsViewController *view = [[QuiltProjectsViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    view.presenter = [[QuiltProjectsPresenter alloc] init];
    return view;
}

@end
