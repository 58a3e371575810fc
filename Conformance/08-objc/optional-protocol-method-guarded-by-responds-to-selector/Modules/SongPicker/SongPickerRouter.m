//
//  SongPickerRouter.m
//  Rehearsal
//

#import "SongPickerRouter.h"

@implementation SongPickerRouter

- (void)close {
    [self.viewController.navigationController popViewControllerAnimated:YES];
}

@end
