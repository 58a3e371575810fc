//
//  WateringScheduleViewController.m
//  Sprout
//

#import "WateringScheduleViewController.h"

static NSString * const kScheduleCellIdentifier = @"ScheduleCell";

@interface WateringScheduleViewController ()

@property (nonatomic, copy) NSArray<NSString *> *entries;

@end

@implementation WateringScheduleViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"This Week";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kScheduleCellIdentifier];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(doneTapped:)];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - WateringScheduleViewInput

- (void)showSchedule:(NSArray<NSString *> *)entries {
    self.entries = entries;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.entries.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kScheduleCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.entries[indexPath.row];
    return cell;
}

#pragma mark - Actions

- (void)doneTapped:(id)sender {
    [self.output didTapDone];
}

@end
