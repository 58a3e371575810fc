//
//  TripEditorPresenter.m
//  Wayfarer
//

#import "TripEditorPresenter.h"

@implementation TripEditorPresenter

- (NSString *)screenTitle {
    return self.tripIdentifier ? @"Edit trip" : @"New trip";
}

- (void)didTapSaveWithDestination:(NSString *)destination {
    NSLog(@"TripEditor: saving %@ for %@", destination, self.tripIdentifier ?: @"a new trip");
    [self.router closeEditor];
}

- (void)didTapCancel {
    [self.router closeEditor];
}

@end
