//
//  BookDetailPresenter.h
//  Folio
//

#import <Foundation/Foundation.h>

#import "BookDetailViewController.h"
#import "BookDetailInteractor.h"

@interface BookDetailPresenter : NSObject <BookDetailViewOutput, BookDetailInteractorOutput>

@property (nonatomic, weak) id<BookDetailViewInput> view;
@property (nonatomic, strong) id<BookDetailInteractorInput> interactor;
@property (nonatomic, copy) NSString *bookTitle;

@end
