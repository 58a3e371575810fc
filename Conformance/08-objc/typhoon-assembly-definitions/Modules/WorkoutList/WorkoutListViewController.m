//
//  WorkoutListViewController.m
//  Pulse
//

#import "WorkoutListViewController.h"

static NSString * const kWorkoutListCellIdentifier = @"WorkoutListCell";

@interface WorkoutListViewController ()

@property (nonatomic, copy) NSArray<NSString *> *workouts;

@end

@implementation WorkoutListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Workouts";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kWorkoutListCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - WorkoutListViewInput

- (void)showWorkouts:(NSArray<NSString *> *)workouts {
    self.workouts = workouts;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.workouts.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kWorkoutListCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.workouts[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
