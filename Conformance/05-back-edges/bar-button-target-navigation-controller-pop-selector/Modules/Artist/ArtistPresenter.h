//
//  ArtistPresenter.h
//  Gallerist
//

#import <Foundation/Foundation.h>

#import "ArtistViewController.h"

@interface ArtistPresenter : NSObject <ArtistViewOutput>

@property (nonatomic, weak) id<ArtistViewInput> view;
@property (nonatomic, copy) NSString *artistName;

@end
