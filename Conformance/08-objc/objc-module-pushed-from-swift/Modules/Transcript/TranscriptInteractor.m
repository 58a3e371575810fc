//
//  TranscriptInteractor.m
//  Castaway
//

#import "TranscriptInteractor.h"

@implementation TranscriptInteractor

#pragma mark - TranscriptInteractorInput

- (void)obtainParagraphs {
    [self.output didObtainParagraphs:@[@"[00:00] Welcome back.", @"[00:42] In 1858 the first cable..."]];
}

@end
