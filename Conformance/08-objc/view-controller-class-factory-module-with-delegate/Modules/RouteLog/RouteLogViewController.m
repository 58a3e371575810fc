//
//  RouteLogViewController.m
//  Crux
//

#import "RouteLogViewController.h"

static NSString * const kClimbCellIdentifier = @"ClimbCell";

@interface RouteLogViewController ()

@property (nonatomic, copy) NSArray<NSString *> *climbs;

@end

@implementation RouteLogViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Logbook";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kClimbCellIdentifier];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd target:self action:@selector(logClimbTapped:)];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - RouteLogViewInput

- (void)showClimbs:(NSArray<NSString *> *)climbs {
    self.climbs = climbs;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.climbs.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kClimbCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.climbs[indexPath.row];
    return cell;
}

#pragma mark - Actions

- (void)logClimbTapped:(id)sender {
    [self.output didTapLogClimb];
}

@end
