//
//  TripEditorRouter.m
//  Wayfarer
//

#import "TripEditorRouter.h"

@implementation TripEditorRouter

- (void)closeEditor {
    [self.viewController dismissViewControllerAnimated:YES completion:nil];
}

@end
