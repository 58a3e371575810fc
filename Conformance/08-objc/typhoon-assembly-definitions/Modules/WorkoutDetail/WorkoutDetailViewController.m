//
//  WorkoutDetailViewController.m
//  Pulse
//

#import "WorkoutDetailViewController.h"

static NSString * const kWorkoutDetailCellIdentifier = @"WorkoutDetailCell";

@interface WorkoutDetailViewController ()

@property (nonatomic, copy) NSArray<NSString *> *exercises;

@end

@implementation WorkoutDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Workout";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kWorkoutDetailCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - WorkoutDetailViewInput

- (void)showExercises:(NSArray<NSString *> *)exercises {
    self.exercises = exercises;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.exercises.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kWorkoutDetailCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.exercises[indexPath.row];
    return cell;
}

@end
